import { describe, expect, it } from "vitest";
import { callables } from "../../src/lib/domain/callables";
import {
  answersNotAnObject,
  answersNotJson,
  answersUndecodable,
  callableHalf,
  CLOSED_WHILE_SENDING,
  postCallableBody as post,
  RUNTIME_BODY_LIMIT,
} from "./callableHttpSweep";
import { fieldsOf, FIVE_MB, sweepCast } from "./sweepSupport";

/**
 * The first half of every callable's one pass over HTTP (callableHttpSweep.ts
 * says what each gets; the other half: callableInputSweepOtherHalf.test.ts),
 * and the bodies too big for any callable: 5 MB strings, and a body over
 * the runtime's limit.
 */
const castOf = sweepCast();

describe.each(callableHalf(0))("%s refuses bad input with a 4xx, never a 5xx", (name) => {
  it("from anonymous callers, callers without a role and a Super Admin alike, in the callables' error shape", () =>
    answersNotAnObject(name, castOf()));
  it("answers a body the callable protocol cannot decode with a 400 before anything else, whoever calls; big headers with no 5xx", () =>
    answersUndecodable(name, castOf()));
  it("answers a body that is not JSON, or not sent as JSON, with a 400", () => answersNotJson(name, castOf()));
});

describe("big bodies", () => {
  it("5 MB strings are refused as invalid, and a body over the runtime's limit with 413, never a 5xx", async () => {
    const token = castOf().superAdmin.idToken;
    const fiveMb = await post("deleteRelease", JSON.stringify({ data: { id: FIVE_MB } }), token);
    expect(fiveMb.status, fiveMb.text.slice(0, 300)).toBe(400);
    expect(JSON.parse(fiveMb.text)).toMatchObject({ error: { status: "INVALID_ARGUMENT", message: expect.any(String) } });
    const fields = fieldsOf(callables.createRelease.request);
    const overLimit = JSON.stringify({ data: Object.fromEntries(fields.map((field) => [field, FIVE_MB])) });
    expect(overLimit.length).toBeGreaterThan(RUNTIME_BODY_LIMIT);
    expect([413, CLOSED_WHILE_SENDING]).toContain((await post("createRelease", overLimit, token)).status);
  });
});
