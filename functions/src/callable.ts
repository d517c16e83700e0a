import { HttpsError, onCall, type CallableOptions, type CallableRequest as FirebaseCallableRequest } from "firebase-functions/https";
import type { z } from "zod";
import { callables, type CallableName, type CallableResponse } from "../../src/lib/domain/callables";
import { firstErrorMessage } from "../../src/lib/domain";
import { createRepositories } from "../../src/lib/data";
import type { AuthContext } from "./authorization";
import { withSecurityHeaders } from "./securityHeaders";

type Input<N extends CallableName> = z.output<(typeof callables)[N]["request"]>;

/** What a handler gets besides its input: the verified caller (see authorization.ts), the repositories, the raw request. */
export interface CallContext extends AuthContext {
  request: FirebaseCallableRequest<unknown>;
}

/**
 * Defines a callable from the shared contract: the input is parsed with the
 * shared schema before the handler runs, so a handler only ever sees valid
 * data; a bad payload gets `invalid-argument` with the schema's message.
 * Handlers read: parse (done here) → authorize → act through the data layer → return.
 */
export function defineCallable<N extends CallableName>(
  name: N,
  handler: (input: Input<N>, context: CallContext) => Promise<CallableResponse<N>>,
  /** e.g. `{ secrets: [spotifyClientSecret] }` */
  options: Omit<CallableOptions, "cors"> = {},
) {
  return withSecurityHeaders(onCall({ cors: true, ...options }, async (request) => {
    const parsed = (callables[name].request as z.ZodType).safeParse(request.data);
    if (!parsed.success) throw new HttpsError("invalid-argument", firstErrorMessage(parsed.error));
    const context: CallContext = { request, uid: request.auth?.uid ?? null, repos: createRepositories() };
    return toWire(await handler(parsed.data as Input<N>, context));
  }));
}

/**
 * The callable protocol encodes a Date as `{}` (firebase-functions walks its
 * own entries); JSON turns it into the ISO string the response schemas'
 * `z.coerce.date()` reads back.
 */
function toWire(result: unknown): unknown {
  return result === undefined ? null : JSON.parse(JSON.stringify(result));
}
