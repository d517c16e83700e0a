import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { callables, type CallableName } from "../../../src/lib/domain/callables";
import { MAX_REQUEST_DEPTH, requestInputProblem } from "../../../src/lib/domain/shared/requestInput";
import { REQUEST_INPUT_ERRORS } from "../../../src/lib/domain/shared";
import { walk } from "./support";

/** `levels` arrays inside each other around `inner`, built without recursion (as a hostile body is). */
function nested(levels: number, inner: unknown = "x"): unknown {
  let value = inner;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

describe("the rule every request meets before its schema", () => {
  it("lets ordinary requests through, surrogate pairs (emoji) and control characters included", () => {
    expect(
      requestInputProblem({ name: "Halden Drift 🌊", bio: "line\nbreak\u0001", tags: ["a", "b"], n: 1, ok: true, none: null }),
    ).toBeNull();
    expect(requestInputProblem(null)).toBeNull();
    expect(requestInputProblem("plain")).toBeNull();
  });

  it.each([
    ["a lone high surrogate", { name: "x\ud800" }],
    ["a lone low surrogate", { name: "\udc00x" }],
    ["a reversed pair", { name: "\udc00\ud800" }],
    ["one deep in a list", { release: { credits: { producers: ["ok", "x\udbff"] } } }],
    ["one in a key", { ["k\ud800"]: "v" }],
    ["a bare string", "x\ud800"],
  ])("refuses text with %s", (_label, value) => {
    expect(requestInputProblem(value)).toBe(REQUEST_INPUT_ERRORS.invalidCharacter);
  });

  it(`refuses nesting deeper than ${MAX_REQUEST_DEPTH} levels, at any size, without overflowing`, () => {
    expect(requestInputProblem(nested(MAX_REQUEST_DEPTH))).toBeNull();
    expect(requestInputProblem(nested(MAX_REQUEST_DEPTH + 1))).toBe(REQUEST_INPUT_ERRORS.tooDeep);
    expect(requestInputProblem({ id: nested(5_000) })).toBe(REQUEST_INPUT_ERRORS.tooDeep);
    expect(requestInputProblem(JSON.parse(`{"data":${"[".repeat(100_000)}${"]".repeat(100_000)}}`))).toBe(REQUEST_INPUT_ERRORS.tooDeep);
  });

  it(`the deepest request the contract allows is within ${MAX_REQUEST_DEPTH} levels`, () => {
    const depthOf = (name: CallableName) => {
      let deepest = 0;
      walk(callables[name].request as z.ZodType, name, (schema, path) => {
        const type = (schema._zod.def as { type: string }).type;
        // A container sits one level below each object, list or record on the way to it.
        if (type === "object" || type === "array" || type === "record")
          deepest = Math.max(deepest, (path.match(/\.|\[\]|\{\}/g)?.length ?? 0) + 1);
      });
      return deepest;
    };
    const depths: Record<string, number> = Object.fromEntries(
      (Object.keys(callables) as CallableName[]).map((name) => [name, depthOf(name)]),
    );
    // The measure sees real nesting: a release's credit names sit in a list in an object in the request.
    expect(depths.updateRelease).toBeGreaterThanOrEqual(3);
    expect(Object.entries(depths).filter(([, depth]) => depth > MAX_REQUEST_DEPTH)).toEqual([]);
  });
});
