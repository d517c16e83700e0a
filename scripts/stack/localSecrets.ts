import { existsSync, writeFileSync } from "node:fs";
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
  writeFileSync(file, `SPOTIFY_CLIENT_ID=${FAKE_SPOTIFY_CREDENTIALS.clientId}\nSPOTIFY_CLIENT_SECRET=${FAKE_SPOTIFY_CREDENTIALS.clientSecret}\n`);
}
