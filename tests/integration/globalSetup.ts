import { stackConfig } from "../../scripts/stack/config";
import { startStack } from "../../scripts/stack";
import { testStackEnv } from "../stackPorts";

/**
 * Starts the emulators once for the integration run (no site, no seed):
 * Firestore, Auth and Functions, on test ports, with empty data.
 */
export default async function setup() {
  const env = { ...testStackEnv("integration"), STACK_SITE: "0", STACK_SEED: "0", STACK_JOBS: "0" };
  Object.assign(process.env, env);
  const stack = await startStack(stackConfig(process.env));
  return async () => {
    await stack.stop();
  };
}
