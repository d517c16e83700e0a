import { describe, expect, it } from "vitest";
import { MUST_BE_LOGGED_IN } from "../../src/lib/domain/shared";
import { callFunction, callFunctionOverHttp, type CallResult } from "./support";
import { sweepCast } from "./sweepSupport";

/**
 * Most integration tests call the callables loaded in the test process
 * (callFunction, inProcessFunctions.ts) instead of through the Functions
 * emulator: this file holds that to answering as the emulator does, the
 * same status and body for the same request, for a caller's identity taken
 * from the Auth emulator's token, a forged token, no token, a payload the
 * schema refuses and a result read from the database.
 */
const castOf = sweepCast();

/** The answer both ways, the emulator's first: it may start the function's worker. */
async function bothWays(name: string, data: unknown, idToken?: string): Promise<[CallResult, CallResult]> {
  const overHttp = await callFunctionOverHttp(name, data, idToken);
  return [overHttp, await callFunction(name, data, idToken)];
}

describe("a callable in the test process", () => {
  it("answers a signed-in caller as the emulator does: the identity comes from their ID token", async () => {
    const [overHttp, inProcess] = await bothWays("myAccess", {}, castOf().auditor.idToken);
    expect(inProcess).toEqual(overHttp);
    expect(inProcess.status).toBe(200);
    expect(inProcess.result).toMatchObject({ isSuperAdmin: false });
    const [superHttp, superInProcess] = await bothWays("myAccess", {}, castOf().superAdmin.idToken);
    expect(superInProcess).toEqual(superHttp);
    expect(superInProcess.result).toMatchObject({ isSuperAdmin: true });
  });

  it("refuses an anonymous caller and a forged token as the emulator does", async () => {
    const [anonymousHttp, anonymous] = await bothWays("listRoles", {});
    expect(anonymous).toEqual(anonymousHttp);
    expect(anonymous).toEqual({ status: 401, error: { status: "UNAUTHENTICATED", message: MUST_BE_LOGGED_IN } });
    const [forgedHttp, forged] = await bothWays("listRoles", {}, "not-a-token");
    expect(forged).toEqual(forgedHttp);
    expect(forged.error?.status).toBe("UNAUTHENTICATED");
  });

  it("refuses a payload the shared schema refuses with the same code and message", async () => {
    const [overHttp, inProcess] = await bothWays("deleteRelease", { id: "a/b" }, castOf().superAdmin.idToken);
    expect(inProcess).toEqual(overHttp);
    expect(inProcess.error?.status).toBe("INVALID_ARGUMENT");
  });

  it("returns the same result, dates as the protocol encodes them", async () => {
    const [overHttp, inProcess] = await bothWays("listUsers", {}, castOf().superAdmin.idToken);
    expect(inProcess.status).toBe(200);
    expect(inProcess).toEqual(overHttp);
  });

  it("runs only callables: an HTTP function's tests call the emulator", async () => {
    expect(await callFunction("submitDemo", {})).toEqual({
      status: 404,
      error: { status: "NOT_FOUND", message: "submitDemo is not a callable: call it through the emulator" },
    });
  });
});
