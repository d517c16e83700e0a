import { expect } from "vitest";
import { COLLECTIONS, createRepositories, type Repositories } from "../../src/lib/data";
import type { ContentChange } from "../../src/lib/domain/publishing";
import { firestore } from "../../src/lib/data/firestore";
import { resolve } from "node:path";
import { LOCAL_PROXY_HEADER } from "../../functions/src/http/clientIp";
import { localStackSecret } from "../../scripts/stack/localSecrets";
import { inProcessFunctionsUrl } from "./inProcessFunctions";

/** Integration helpers: the emulator env comes from vitest.integration.config.ts. */
export function repositories(): Repositories {
  return createRepositories(firestore());
}

/** Empties every collection (no listCollections on the Node emulator: we know our collections). */
export async function resetDatabase(): Promise<void> {
  const db = firestore();
  // Side by side: most tests start with a reset, and one round trip after another per collection added up.
  await Promise.all(
    COLLECTIONS.map(async (name) => {
      const snap = await db.collection(name).get();
      const batch = db.batch();
      for (const doc of snap.docs) batch.delete(doc.ref);
      if (!snap.empty) await batch.commit();
    }),
  );
}

const authBase = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

/** Creates (or reuses) an Auth emulator account and returns its uid and ID token. */
export async function signInTestUser(email: string, password = "password123"): Promise<{ uid: string; idToken: string }> {
  const post = (path: string) =>
    fetch(`${authBase()}/${path}?key=demo-api-key`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    });
  let res = await post("accounts:signInWithPassword");
  if (!res.ok) res = await post("accounts:signUp");
  if (!res.ok) throw new Error(`auth emulator: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}

export interface CallResult {
  status: number;
  result?: unknown;
  error?: { status: string; message: string };
}

/** Posts a callable request as the web SDK does (`{data}`, the caller's ID token as bearer) and reads the protocol's answer. */
async function postCallable(url: string, data: unknown, idToken?: string, headers: Record<string, string> = {}): Promise<CallResult> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers, ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({ data }),
  });
  const body = (await res.json()) as Omit<CallResult, "status">;
  return { status: res.status, ...body };
}

/**
 * Calls a callable as the web SDK does, served by the functions loaded in
 * this process (inProcessFunctions.ts: the whole exported function behind
 * the emulator worker's express, the caller's identity from the Auth
 * emulator's ID token): for tests whose subject is what the function does.
 */
export async function callFunction(name: string, data: unknown, idToken?: string): Promise<CallResult> {
  return postCallable(`${await inProcessFunctionsUrl()}/${name}`, data, idToken);
}

/** Calls a callable through the Functions emulator: for tests whose subject is the HTTP layer or the emulator's workers. */
export function callFunctionOverHttp(name: string, data: unknown, idToken?: string, headers?: Record<string, string>): Promise<CallResult> {
  return postCallable(functionUrl(name), data, idToken, headers);
}

export function expectOk(response: CallResult): unknown {
  expect(response.error, JSON.stringify(response.error)).toBeUndefined();
  expect(response.status).toBe(200);
  return response.result;
}

/** A refusal with the given code (e.g. PERMISSION_DENIED) and, when given, message. */
export function expectError(response: CallResult, status: string, message?: string): void {
  expect(response.error?.status, JSON.stringify(response)).toBe(status);
  if (message !== undefined) expect(response.error?.message).toBe(message);
}

/** The recorded content changes, as "entity:id", in the order they happened. */
export async function recordedChanges(): Promise<string[]> {
  return (await repositories().contentChanges.listPending()).map((c: ContentChange) => `${c.entity}:${c.entity_id}`);
}

/** Room for a rate-limit test that may first wait for a fresh window. */
export const RATE_LIMIT_TEST_TIMEOUT = 120_000;

/**
 * Waits, when less than `needMs` is left of the current fixed rate-limit window, for the next
 * one to begin: a burst that straddles two windows is counted in both and never reaches the limit.
 */
export async function freshRateLimitWindow(windowMs: number, needMs = 30_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
/**
 * Headers of a request from a client at `ip` as the local server's proxy
 * forwards it: the functions trust X-Forwarded-For only with the stack's
 * secret beside it (functions/src/http/clientIp.ts). Tests use their own address
 * to get their own rate-limit window.
 */
export function fromClient(ip: string): Record<string, string> {
  return {
    "x-forwarded-for": ip,
    [LOCAL_PROXY_HEADER]: localStackSecret(resolve(import.meta.dirname, "../..", process.env.STACK_DATA_DIR!)),
  };
}

/** A public HTTP function at its own URL on the Functions emulator, where the local server's /api/* rewrites send requests. */
export const functionUrl = (name: string) =>
  `http://127.0.0.1:${process.env.FUNCTIONS_PORT}/${process.env.FIREBASE_PROJECT_ID}/us-central1/${name}`;

/** The upload function (/api/submit-demo). */
export const demoUploadUrl = () => functionUrl("submitDemo");

/** The pre-save form's function (/api/pre-save). */
export const preSaveFormUrl = () => functionUrl("submitPreSave");
