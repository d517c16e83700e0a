/** What the input sweeps check in every answer: a 4xx, with no stack trace or server path. */
import type { CallableRequest, Request } from "firebase-functions/https";
import { request as httpRequest } from "node:http";
import { beforeAll, expect } from "vitest";
import { z } from "zod";
import { PREVIEW_TOKEN_FIELD } from "../../src/lib/domain/publishing";
import { seedAccess, signInCast, type Cast } from "./accessFixtures";
import { functionUrl, resetDatabase, type CallResult } from "./support";

export const FIVE_MB = "x".repeat(5 * 1024 * 1024);
export const STACK_OR_PATH = /\bat .+:\d+:\d+|\/work\/|node_modules/;

export function expectClientError(answer: { status: number; text: string }, label: string) {
  expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  expect(answer.text, label).not.toMatch(STACK_OR_PATH);
}

/** The access test cast (Super Admin, role-less fan, …), signed in and seeded once for the file. */
export function sweepCast(): () => Cast {
  let cast: Cast;
  beforeAll(async () => {
    await resetDatabase();
    cast = await signInCast();
    await seedAccess(cast);
  }, 120_000);
  return () => cast;
}

/**
 * What an outside probe puts in a callable's request: malformed ids, oversize
 * strings and wrong types, in every field of the callable's request.
 */
export function badPayloads(schema: z.ZodType): [string, unknown][] {
  const fields = fieldsOf(schema);
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

/** The top-level fields of a request schema (through defaults, pipes and refinements). */
export function fieldsOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodDefault) return fieldsOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType);
  return [];
}

type DeployedFunction = { __endpoint: Record<string, unknown>; run?: (request: CallableRequest<unknown>) => Promise<unknown> };

/**
 * Every deployed function, loaded in this process as a Functions emulator
 * worker loads it, for the sweeps whose subject is a function's input rules
 * rather than its HTTP layer: a call costs a function call, not a request.
 */
export async function deployedFunctions(): Promise<Record<string, DeployedFunction>> {
  process.env.FUNCTIONS_EMULATOR = "true";
  return (await import("../../functions/src/index")) as unknown as Record<string, DeployedFunction>;
}

/** The names of the deployed functions with `trigger` (`callableTrigger`, `httpsTrigger`). */
export function functionsWith(functions: Record<string, DeployedFunction>, trigger: string): string[] {
  return Object.entries(functions)
    .filter(([, fn]) => trigger in fn.__endpoint)
    .map(([name]) => name)
    .sort();
}

/**
 * Calls a callable's handler in this process with `data` as the callable
 * protocol hands it over (decoded, the caller's token verified), and says
 * what the protocol would answer: 200 with the result, or the status of the
 * HttpsError thrown with its code and message; anything else thrown is the
 * protocol's 500 INTERNAL.
 */
export async function callableAnswer(fn: DeployedFunction, data: unknown, uid: string | null): Promise<CallResult> {
  const rawRequest = { headers: {}, header: () => undefined, socket: { remoteAddress: "127.0.0.1" } } as unknown as Request;
  const auth = uid ? ({ uid, token: { uid, sub: uid } } as unknown as CallableRequest["auth"]) : undefined;
  try {
    return { status: 200, result: await fn.run!({ data, auth, rawRequest, acceptsStreaming: false }) };
  } catch (error) {
    const code = (error as { httpErrorCode?: { status?: number; canonicalName?: string } }).httpErrorCode;
    return {
      status: code?.status ?? 500,
      error: { status: code?.canonicalName ?? "INTERNAL", message: error instanceof Error ? error.message : String(error) },
    };
  }
}

/** callableAnswer as the sweeps compare it: the status, and the message of a refusal. */
export async function callInProcess(fn: DeployedFunction, data: unknown, uid: string | null): Promise<{ status: number; message: string }> {
  const answer = await callableAnswer(fn, data, uid);
  return { status: answer.status, message: answer.error?.message ?? "" };
}

/**
 * Sends a request with node:http, which (unlike fetch) lets it lie about its
 * length: with `declaredLength` above the body's, the body is written and
 * the request left open, as a client does that never sends the rest.
 * Resolves with the answer once it has come whole.
 */
export function sendRaw(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer; declaredLength?: number },
): Promise<{ status: number; text: string }> {
  const body = typeof init.body === "string" ? Buffer.from(init.body) : (init.body ?? Buffer.alloc(0));
  const length = init.declaredLength ?? body.length;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: init.method ?? "POST", headers: { ...init.headers, "content-length": String(length) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    if (length > body.length) request.write(body);
    else request.end(body);
  });
}

/**
 * `text` as bytes the way a hostile client can send it: UTF-8, except that
 * an unpaired surrogate is written as the three bytes its code unit would
 * take (Node's own encoder would turn it into U+FFFD).
 */
export function looseUtf8(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    if (char.isWellFormed()) bytes.push(...Buffer.from(char, "utf8"));
    else {
      const unit = char.charCodeAt(0);
      bytes.push(0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f));
    }
  }
  return Buffer.from(bytes);
}

/** `text` percent-encoded byte by byte from looseUtf8, for a query, a form or a path segment. */
export const percentEncoded = (text: string) =>
  [...looseUtf8(text)].map((byte) => `%${byte.toString(16).padStart(2, "0").toUpperCase()}`).join("");

const BOUNDARY = "sweep";
const multipart = (fields: Record<string, string>) =>
  Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
        looseUtf8(value),
        Buffer.from("\r\n"),
      ]),
    ),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
const form = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `${name}=${percentEncoded(value)}`)
    .join("&");

/** What a page's beacon sends: JSON as text/plain, from a browser (a bot's click is not counted, and answered 204 unread). */
export const BEACON_HEADERS = { "content-type": "text/plain", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" };

/** A request to one function: its method, what follows the function's URL (a path, a query), headers, body. */
export interface Probe {
  method: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * Each HTTP function, with a request carrying `text` wherever the function
 * takes text (JSON, a form, a query, a path), that it refuses whatever the
 * text: no file, no token, no such id.
 */
export const HTTP_FUNCTION_PROBES: Record<string, (text: string) => Probe> = {
  countListenClick: (text) => ({
    method: "POST",
    headers: BEACON_HEADERS,
    body: JSON.stringify({ release_id: text, platform: text, source: text }),
  }),
  logMissingPath: (text) => ({ method: "POST", headers: BEACON_HEADERS, body: JSON.stringify({ path: text }) }),
  submitDemo: (text) => ({
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: multipart({ artist_name: text, email: text, track_title: text }),
  }),
  uploadMedia: (text) => ({
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: multipart({ resource: text }),
  }),
  whoLeaked: (text) => ({
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: multipart({ sha256: text, size: text }),
  }),
  submitPreSave: (text) => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: form({ release_id: text, email: text }),
  }),
  openPreview: (text) => ({
    method: "POST",
    path: `/preview/${percentEncoded(text)}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form({ [PREVIEW_TOKEN_FIELD]: text }),
  }),
  mediaFile: (text) => ({ method: "GET", path: `/media/${percentEncoded(text)}/640x480.webp` }),
  demoAudio: (text) => ({ method: "GET", path: `?id=${percentEncoded(text)}&expires=${percentEncoded(text)}&sig=${percentEncoded(text)}` }),
  emailPreferences: (text) => ({ method: "GET", path: `?t=${percentEncoded(text)}` }),
  subscribeToList: (text) => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: form({ email: text, list: text, consent: text, form: text }),
  }),
  trackAudioFile: (text) => ({ method: "GET", path: `/audio/${percentEncoded(text)}/${percentEncoded(text)}` }),
  promoPage: (text) => ({
    method: "POST",
    path: `/promo/${percentEncoded(text)}`,
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    body: form({ rating: text, comment: text }),
  }),
  promoDownload: (text) => ({ method: "GET", path: `/promo/${percentEncoded(text)}/download/${percentEncoded(text)}.mp3` }),
  embedTrackRedirect: (text) => ({ method: "GET", path: `/embed/track/${percentEncoded(text)}/compact` }),
  oembed: (text) => ({ method: "GET", path: `?url=${percentEncoded(text)}&format=json&maxwidth=${percentEncoded(text)}` }),
  buy: (text) => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    body: form({ product_id: text, amount: text, email: text, quantity: text }),
  }),
  cart: (text) => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    body: form({ action: "add", product_id: text, amount: text, quantity: text }),
  }),
  cancelCheckout: (text) => ({ method: "GET", path: `?hold=${percentEncoded(text)}` }),
  stripeWebhook: (text) => ({
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": `t=1,v1=${percentEncoded(text)}` },
    body: JSON.stringify({ id: text, type: "checkout.session.completed", data: { object: { metadata: { hold_id: text } } } }),
  }),
  storeDownload: (text) => ({
    method: "POST",
    path: "/download",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    body: form({ email: text }),
  }),
  redeem: (text) => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    body: form({ code: text, email: text }),
  }),
  audioUpload: (text) => ({
    method: "POST",
    path: `?path=${percentEncoded(text)}&type=${percentEncoded(text)}&expires=${percentEncoded(text)}&sig=${percentEncoded(text)}`,
    headers: { "content-type": "audio/wav" },
    body: text,
  }),
};

/** Sends `probe` to the function `name` at its own URL (the emulator's). */
export const sendProbe = (name: string, probe: Probe, declaredLength?: number) =>
  sendRaw(`${functionUrl(name)}${probe.path ?? ""}`, { method: probe.method, headers: probe.headers, body: probe.body, declaredLength });
