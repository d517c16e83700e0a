import { describe, it } from "vitest";
import { answersNotAnObject, answersNotJson, answersUndecodable, callableHalf } from "./callableHttpSweep";
import { sweepCast } from "./sweepSupport";

/** The second half of every callable's one pass over HTTP (callableHttpSweep.ts says what each gets). */
const castOf = sweepCast();

describe.each(callableHalf(1))("%s refuses bad input with a 4xx, never a 5xx", (name) => {
  it("from anonymous callers, callers without a role and a Super Admin alike, in the callables' error shape", () =>
    answersNotAnObject(name, castOf()));
  it("answers a body the callable protocol cannot decode with a 400 before anything else, whoever calls; big headers with no 5xx", () =>
    answersUndecodable(name, castOf()));
  it("answers a body that is not JSON, or not sent as JSON, with a 400", () => answersNotJson(name, castOf()));
});
