import { describe, expect, it } from "vitest";
import { REQUEST_INPUT_ERRORS } from "../../src/lib/domain/shared";
import { callables, type CallableName } from "../../src/lib/domain/callables";
import {
  badPayloads,
  callInProcess,
  deployedFunctions,
  fieldsOf,
  functionsWith,
  HTTP_FUNCTION_PROBES,
  STACK_OR_PATH,
  sweepCast,
} from "./sweepSupport";

/**
 * Every callable of the shared contract, fed what an outside probe puts in
 * a request: ids that are paths or prototype keys, 5 MB strings, wrong
 * types, and text no form produces (unpaired UTF-16 surrogates and control
 * characters, in every field, in a list, in a key). The handlers run in this
 * process, as the callable protocol hands them a decoded request (the
 * sweep's subject is the input rules, not the HTTP layer: that has its own
 * pass for every callable, callableInputSweep.test.ts and
 * callableInputSweepHttpLayer.test.ts). Anonymous, without a role and as
 * Super Admin alike, what the shared schema refuses is refused with 400 and
 * a message without a stack trace or path; an unpaired surrogate is refused
 * with 400 and the rule's message before anything else happens (nothing
 * read, nothing stored, no upstream call); control characters are refused
 * with a 4xx or cleaned, never a 5xx.
 */
const NAMES = Object.keys(callables) as CallableName[];
const functions = await deployedFunctions();
const castOf = sweepCast();

const callers = () =>
  [
    ["anonymous", null],
    ["no role", castOf().fan.uid],
    ["Super Admin", castOf().superAdmin.uid],
  ] as const;

const everyField = (name: CallableName, value: unknown) =>
  Object.fromEntries(fieldsOf(callables[name].request).map((field) => [field, value]));

/** Unpaired surrogates wherever a request can hold text, including where the contract expects none. */
const surrogatePayloads = (name: CallableName): [string, unknown][] => [
  ["in every field and one more", { ...everyField(name, "x\ud800"), note: "\udc00" }],
  ["in a list in every field", { ...everyField(name, ["ok", "a\udbff"]), note: ["\udfff"] }],
  ["in a key", { "k\ud800": "v" }],
];

/** C0 and C1 controls, DEL, NUL inside an id, a line separator and a non-character. */
const CONTROL_TEXTS = ["\u0000\u0001\u0008\u000b\u001b\u007f\u0085\u2028\ufffe x", "a\u0000b"];

it("the sweeps reach every function the functions export: each callable, each HTTP function", () => {
  expect(functionsWith(functions, "callableTrigger")).toEqual([...NAMES].sort());
  expect(functionsWith(functions, "httpsTrigger")).toEqual(Object.keys(HTTP_FUNCTION_PROBES).sort());
});

describe.each(NAMES)("%s", (name) => {
  it("refuses malformed ids, 5 MB strings and wrong types with a 4xx, whoever calls, never a 5xx", async () => {
    for (const [label, data] of badPayloads(callables[name].request)) {
      for (const [who, uid] of callers()) {
        const answer = await callInProcess(functions[name]!, data, uid);
        const context = `${name} · ${label} · ${who}: ${answer.message.slice(0, 300)}`;
        expect(answer.status, context).toBeLessThan(500);
        if (answer.status >= 400) expect(answer.message, context).not.toMatch(STACK_OR_PATH);
        // What the shared schema refuses is refused before anything else, with a message.
        // (A few payloads are valid: a role may be named "a/b"; lists take no input.)
        if (!callables[name].request.safeParse(data).success) {
          expect(answer.status, context).toBe(400);
          expect(answer.message, context).not.toBe("");
        }
      }
    }
  });

  it("refuses an unpaired surrogate with 400 and the rule's message, whoever calls", async () => {
    for (const [who, uid] of callers()) {
      for (const [label, data] of surrogatePayloads(name)) {
        expect(await callInProcess(functions[name]!, data, uid), `${name} · ${label} · ${who}`).toEqual({
          status: 400,
          message: REQUEST_INPUT_ERRORS.invalidCharacter,
        });
      }
    }
  });

  it("answers control characters with a 4xx or takes them cleaned, never a 5xx", async () => {
    for (const [who, uid] of callers()) {
      for (const text of CONTROL_TEXTS) {
        const data = { ...everyField(name, text), note: text };
        const answer = await callInProcess(functions[name]!, data, uid);
        const context = `${name} · ${JSON.stringify(text)} · ${who}: ${answer.message}`;
        expect(answer.status, context).toBeLessThan(500);
        // What the shared schema refuses is refused as invalid, before anything else.
        if (!callables[name].request.safeParse(data).success) expect(answer.status, context).toBe(400);
      }
    }
  });
});
