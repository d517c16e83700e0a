import { describe, expect, it } from "vitest";
import { localStandIn } from "../../../functions/src/http/localStandIn";
import { loadFunctions } from "../helpers/loadFunctions";

/**
 * What a deploy ships: firebase-tools discovers the functions from what the
 * functions' module exports, with FUNCTIONS_EMULATOR unset (the emulator,
 * which the local stack and the tests run, sets it). A local stand-in is no
 * function there, so production never deploys it.
 */
const LOCAL_STAND_INS = ["audioUpload", "demoAudio"];

/** The names the module exports as deployable functions, loaded as the emulator or a deploy loads them. */
async function deployedNames(as: "emulator" | "deploy"): Promise<string[]> {
  return Object.entries(await loadFunctions(as))
    .filter(([, fn]) => typeof fn === "function" && "__endpoint" in fn)
    .map(([name]) => name)
    .sort();
}

describe("the functions a deploy ships", () => {
  it("are the local stack's functions without its stand-ins of signed Cloud Storage URLs", async () => {
    const production = await deployedNames("deploy");
    const local = await deployedNames("emulator");
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
