import { vi } from "vitest";

/**
 * The functions' exports, loaded afresh as the Functions emulator loads them
 * (FUNCTIONS_EMULATOR set: the local stack and the tests) or as a deploy
 * discovers them (unset). Afresh: unit files share their workers' modules,
 * and a local stand-in is exported or not by the environment of the first
 * load. Modules of the functions a test uses with these exports (the
 * operations' registry, say) are to be imported after this, so they are the
 * same instances.
 */
export async function loadFunctions(as: "emulator" | "deploy"): Promise<Record<string, unknown>> {
  vi.stubEnv("FUNCTIONS_EMULATOR", as === "emulator" ? "true" : undefined);
  vi.resetModules();
  try {
    return (await import("../../../functions/src/index")) as Record<string, unknown>;
  } finally {
    vi.unstubAllEnvs();
  }
}
