import { describe, expect, it } from "vitest";
import { z } from "zod";
import { callables, type CallableName } from "../../src/lib/domain/callables";
import { expectClientError, FIVE_MB, STACK_OR_PATH, sweepCast } from "./sweepSupport";

/**
 * Every callable of the shared contract, fed what an outside probe sends:
 * ids that are paths or prototype keys, 5 MB strings, wrong types, bodies
 * that are not JSON. Anonymous and signed-in (no role, and Super Admin, who
 * gets past every permission check), the answer is a 4xx in the callables'
 * error shape with a message and no stack trace or path — never a 5xx.
 */
const NAMES = Object.keys(callables) as CallableName[];
const url = (name: string) => `http://127.0.0.1:${process.env.FUNCTIONS_PORT}/${process.env.FIREBASE_PROJECT_ID}/us-central1/${name}`;

/** The top-level fields of a request schema (through defaults, pipes and refinements). */
function fieldsOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodDefault) return fieldsOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType);
  return [];
}

/** Malformed ids, oversize strings and wrong types in every field of the callable's request. */
function badPayloads(name: CallableName): [string, unknown][] {
  const fields = fieldsOf(callables[name].request);
  const everyField = (value: unknown) => Object.fromEntries(fields.map((field) => [field, value]));
  return [
    ["a string instead of an object", "not an object"],
    ["a number", 42],
    ["an array", [1, 2, 3]],
    ["ids that are paths", everyField("a/b")],
    ["ids that are prototype keys", everyField("__proto__")],
    ["5 MB strings", everyField(FIVE_MB)],
    ["objects where strings go", everyField({ nested: ["x"] })],
  ];
}

async function post(name: string, body: string, idToken?: string, contentType = "application/json") {
  const response = await fetch(url(name), {
    method: "POST",
    headers: { "content-type": contentType, ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body,
  });
  return { status: response.status, text: await response.text() };
}

/** The Functions runtime refuses bodies above 32 MB (413) before any code of ours runs. */
const RUNTIME_BODY_LIMIT = 32 * 1024 * 1024;

const castOf = sweepCast();

describe.each(NAMES)("%s refuses bad input with a 4xx, never a 5xx", (name) => {
  it("from anonymous callers, callers without a role and a Super Admin alike", async () => {
    for (const [label, data] of badPayloads(name)) {
      for (const [who, token] of [["anonymous", undefined], ["no role", castOf().fan.idToken], ["Super Admin", castOf().superAdmin.idToken]] as const) {
        const body = JSON.stringify({ data });
        const answer = await post(name, body, token);
        const context = `${name} · ${label} · ${who}: ${answer.text.slice(0, 300)}`;
        expect(answer.status, context).toBeLessThan(500);
        // A refusal carries no stack trace or path. (A callable that takes no input answers with its data,
        // whose texts and timestamps may look like either.)
        if (answer.status >= 400) expect(answer.text, context).not.toMatch(STACK_OR_PATH);
        // What the shared schema refuses is refused before anything else, in the callable error shape.
        // (A few payloads are valid: a role may be named "a/b"; lists take no input.)
        if (body.length > RUNTIME_BODY_LIMIT) {
          expect(answer.status, context).toBe(413);
        } else if (!callables[name].request.safeParse(data).success) {
          expect(answer.status, context).toBe(400);
          expect(JSON.parse(answer.text), context).toMatchObject({ error: { status: "INVALID_ARGUMENT", message: expect.any(String) } });
        }
      }
    }
  }, 120_000);

  it("answers a body that is not JSON, or not sent as JSON, with a 400", async () => {
    expectClientError(await post(name, '{"data": {', castOf().superAdmin.idToken), `${name} · malformed JSON`);
    expectClientError(await post(name, "data=1", castOf().superAdmin.idToken, "text/plain"), `${name} · text/plain`);
    expectClientError(await post(name, "<x/>", undefined, "application/xml"), `${name} · xml, anonymous`);
  });
});
