import { afterEach, describe, expect, it, vi } from "vitest";
import { localStandIn } from "../../../functions/src/http/localStandIn";

/**
 * What a deploy ships: firebase-tools discovers the functions from what the
 * functions' module exports, with FUNCTIONS_EMULATOR unset (the emulator,
 * which the local stack and the tests run, sets it). A local stand-in is no
 * function there, so production never deploys it.
 */
const LOCAL_STAND_INS = ["audioUpload", "demoAudio"];

/** The names the module exports as deployable functions, loaded afresh with FUNCTIONS_EMULATOR as given. */
async function deployedNames(emulator: string | undefined): Promise<string[]> {
  vi.stubEnv("FUNCTIONS_EMULATOR", emulator);
  vi.resetModules();
  const exported = (await import("../../../functions/src/index")) as Record<string, unknown>;
  return Object.entries(exported)
    .filter(([, fn]) => typeof fn === "function" && "__endpoint" in fn)
    .map(([name]) => name)
    .sort();
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the functions a deploy ships", () => {
  it("are the local stack's functions without its stand-ins of signed Cloud Storage URLs", async () => {
    const production = await deployedNames(undefined);
    const local = await deployedNames("true");
    expect(production.length).toBeGreaterThan(100);
    for (const name of LOCAL_STAND_INS) expect(production, name).not.toContain(name);
    expect(local.filter((name) => !production.includes(name))).toEqual(LOCAL_STAND_INS);
  });

  it("defines a stand-in only where the emulator loads the functions", () => {
    const define = () => () => "defined";
    expect(localStandIn(define, { FUNCTIONS_EMULATOR: "true" })?.()).toBe("defined");
    expect(localStandIn(define, {})).toBeUndefined();
  });
});
