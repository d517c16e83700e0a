import { expect } from "vitest";
import { REQUEST_INPUT_ERRORS } from "../../src/lib/domain/shared";
import { callables, type CallableName } from "../../src/lib/domain/callables";
import { functionUrl } from "./support";
import type { Cast } from "./accessFixtures";
import { expectClientError, sendRaw, STACK_OR_PATH } from "./sweepSupport";

/**
 * Every callable of the shared contract over HTTP, once each, as an outside
 * probe sends to it: a body that is not an object, bodies that are not JSON,
 * JSON nested thousands of levels deep or holding typed values the protocol
 * cannot decode, forged tokens of kilobytes. Anonymous and signed-in (no
 * role, and Super Admin, who gets past every permission check), the answer
 * is a 4xx in the callables' error shape with a message and no stack trace
 * or path — never a 5xx. This is each callable's one pass through the
 * Functions emulator (its worker's start included, most of the time the
 * pass takes): the callables are dealt into halves, one test file each
 * (callableInputSweep.test.ts, callableInputSweepOtherHalf.test.ts), so
 * that the suite's two groups can share the pass. What each callable makes
 * of every field (ids that are paths or prototype keys, 5 MB strings, wrong
 * types, unpaired surrogates, control characters) is its input rules, not
 * the HTTP layer: swept in process, callableInputSweepInProcess.test.ts.
 */
const NAMES = Object.keys(callables) as CallableName[];

/** One of the two halves of the callables (every other name, so that each half holds every area). */
export const callableHalf = (half: 0 | 1): CallableName[] => NAMES.filter((_, i) => i % 2 === half);

/** Status of a request the server refused by closing the connection while its body was still being sent. */
export const CLOSED_WHILE_SENDING = 0;

/** The Functions runtime refuses bodies above 32 MB (413) before any code of ours runs. */
export const RUNTIME_BODY_LIMIT = 32 * 1024 * 1024;

export async function postCallableBody(name: string, body: string, idToken?: string, contentType = "application/json") {
  let response: Response;
  try {
    response = await fetch(functionUrl(name), {
      method: "POST",
      headers: { "content-type": contentType, ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
      body,
    });
  } catch (error) {
    // A server may answer 413 and close before reading a body over its limit: the client then sees the
    // connection closed mid-send (EPIPE or a reset) instead of the answer, depending on timing.
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (body.length > RUNTIME_BODY_LIMIT && (code === "EPIPE" || code === "ECONNRESET")) return { status: CLOSED_WHILE_SENDING, text: "" };
    throw error;
  }
  return { status: response.status, text: await response.text() };
}

/** A callable body whose data is nested 5,000 levels deep, as text (JSON.stringify would recurse). */
const DEEP_BODY = `{"data":{"id":${"[".repeat(5_000)}${"]".repeat(5_000)}}}`;

// What each callable gets, one check per test of the sweep; the tests sit in the two halves' files themselves, where `vitest list` reads them.

/** The body's data is no object: each kind of caller gets a 4xx, the schema's refusal a 400 in the callables' error shape. */
export async function answersNotAnObject(name: CallableName, cast: Cast): Promise<void> {
  const data = "not an object";
  for (const [who, token] of [
    ["anonymous", undefined],
    ["no role", cast.fan.idToken],
    ["Super Admin", cast.superAdmin.idToken],
  ] as const) {
    const answer = await postCallableBody(name, JSON.stringify({ data }), token);
    const context = `${name} · a string instead of an object · ${who}: ${answer.text.slice(0, 300)}`;
    expect(answer.status, context).toBeLessThan(500);
    // A refusal carries no stack trace or path. (A callable that takes no input answers with its data,
    // whose texts and timestamps may look like either.)
    if (answer.status >= 400) expect(answer.text, context).not.toMatch(STACK_OR_PATH);
    // What the shared schema refuses is refused before anything else, in the callable error shape.
    if (!callables[name].request.safeParse(data).success) {
      expect(answer.status, context).toBe(400);
      expect(JSON.parse(answer.text), context).toMatchObject({ error: { status: "INVALID_ARGUMENT", message: expect.any(String) } });
    }
  }
}

/** JSON nested 5,000 levels deep and typed values the protocol cannot decode get a 400 with the rule's message; headers just under the limit no 5xx. */
export async function answersUndecodable(name: CallableName, cast: Cast): Promise<void> {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const { tooDeep, unreadable } = REQUEST_INPUT_ERRORS;
  for (const [label, body, headers, message] of [
    ["JSON nested 5,000 levels deep, anonymous", DEEP_BODY, {}, tooDeep],
    ["JSON nested 5,000 levels deep, Super Admin", DEEP_BODY, bearer(cast.superAdmin.idToken), tooDeep],
    [
      "a typed value it cannot read",
      JSON.stringify({ data: { id: { "@type": "type.googleapis.com/google.protobuf.Any" } } }),
      {},
      unreadable,
    ],
    [
      "a long that is no number",
      JSON.stringify({ data: { id: { "@type": "type.googleapis.com/google.protobuf.Int64Value", value: "many" } } }),
      {},
      unreadable,
    ],
  ] as const) {
    const answer = await sendRaw(functionUrl(name), { headers: { "content-type": "application/json", ...headers }, body });
    expect(answer.status, `${name} · ${label}: ${answer.text.slice(0, 200)}`).toBe(400);
    expect(JSON.parse(answer.text), `${name} · ${label}`).toEqual({ error: { status: "INVALID_ARGUMENT", message } });
  }
  // Headers just under the server's limit reach the function, which answers as it would without them, never with a 5xx
  // (past the limit the server answers 431 before any function: callableInputSweepHttpLayer.test.ts).
  const padded = await sendRaw(functionUrl(name), {
    headers: { "content-type": "application/json", ...bearer("A".repeat(12_000)), cookie: `session=${"c".repeat(3_000)}` },
    body: '{"data":{}}',
  });
  expect(padded.status, `${name} · a 12 KB forged token: ${padded.text.slice(0, 200)}`).toBeLessThan(500);
  expect(padded.text, `${name} · a 12 KB forged token`).not.toMatch(STACK_OR_PATH);
}

/** A body that is not JSON, or not sent as JSON, gets a 400. */
export async function answersNotJson(name: CallableName, cast: Cast): Promise<void> {
  expectClientError(await postCallableBody(name, '{"data": {', cast.superAdmin.idToken), `${name} · malformed JSON`);
  expectClientError(await postCallableBody(name, "data=1", cast.superAdmin.idToken, "text/plain"), `${name} · text/plain`);
  expectClientError(await postCallableBody(name, "<x/>", undefined, "application/xml"), `${name} · xml, anonymous`);
}
