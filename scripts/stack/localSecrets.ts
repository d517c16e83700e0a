import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { FAKE_SPOTIFY_CREDENTIALS } from "../../src/lib/integrations/config";

/**
 * The Functions emulator reads secrets from functions/.secret.local and asks
 * Secret Manager for any it lacks — offline, that stalls every call of a
 * function declaring one. Local mode gives it the fake service's credentials;
 * a developer who wants the real Spotify puts real ones in that file instead
 * (it is git-ignored and never overwritten).
 */
export function writeLocalSecrets(root: string): void {
  const file = join(root, "functions", ".secret.local");
  if (existsSync(file)) return;
  writeFileSync(
    file,
    `SPOTIFY_CLIENT_ID=${FAKE_SPOTIFY_CREDENTIALS.clientId}\nSPOTIFY_CLIENT_SECRET=${FAKE_SPOTIFY_CREDENTIALS.clientSecret}\n`,
  );
}

/**
 * The local stack's own secret (LOCAL_STACK_SECRET): the local server's proxy
 * vouches with it for the client address it forwards, and the demoAudio route
 * signs its short-lived links with it (production uses Cloud Storage signed
 * URLs instead). Made once per data directory, never committed.
 */
export function localStackSecret(dataDir: string): string {
  const file = join(dataDir, "stack-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
