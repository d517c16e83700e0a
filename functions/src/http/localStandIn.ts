/**
 * A function that stands in locally for something production has (a Cloud
 * Storage signed URL), defined only where the Functions emulator loads the
 * functions: it sets FUNCTIONS_EMULATOR, for its discovery of the exports as
 * for every call, and the local stack and the tests run there. A deploy
 * discovers the exports without it, and an undefined export is no function,
 * so production never deploys the stand-in
 * (tests/unit/functions/productionExports.test.ts).
 */
export function localStandIn<F>(define: () => F, env: NodeJS.ProcessEnv = process.env): F | undefined {
  return env.FUNCTIONS_EMULATOR === "true" ? define() : undefined;
}
