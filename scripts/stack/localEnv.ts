import { stackEnv, type StackConfig } from "./config";
import type { OfficialEmulators } from "./officialEmulators";
import { derivedPorts } from "./ports";

/**
 * The environment of a local stack's processes: stackEnv, with demo audio in
 * the Storage emulator instead of a directory where the official one runs.
 * `npm start` and `npm run job` both use it, so a job run by hand reaches the
 * same database and files as the running stack.
 */
export function localStackEnv(
  config: StackConfig,
  official: OfficialEmulators,
  extra: Record<string, string> = {},
): Record<string, string> {
  const env = stackEnv(config, extra);
  if (official.storage) {
    delete env.FILE_STORE_DIR;
    delete env.MEDIA_STORE_DIR;
    env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${derivedPorts(config.ports.firestore).storage}`;
  }
  return env;
}
