import { HttpsError, onCall, type CallableRequest as FirebaseCallableRequest } from "firebase-functions/https";
import { z } from "zod";
import { callables, type CallableName, type CallableResponse } from "../../src/lib/domain/callables";
import { firstErrorMessage } from "../../src/lib/domain";

type Input<N extends CallableName> = z.output<(typeof callables)[N]["request"]>;

/**
 * Defines a callable from the shared contract: the input is parsed with the
 * shared schema before the handler runs, so a handler only ever sees valid
 * data; a bad payload gets `invalid-argument` with the schema's message.
 */
export function defineCallable<N extends CallableName>(
  name: N,
  handler: (input: Input<N>, request: FirebaseCallableRequest<unknown>) => Promise<CallableResponse<N>>,
) {
  return onCall({ cors: true }, async (request) => {
    const parsed = callables[name].request.safeParse(request.data);
    if (!parsed.success) throw new HttpsError("invalid-argument", firstErrorMessage(parsed.error));
    return handler(parsed.data as Input<N>, request);
  });
}

/** The verified caller's uid, or `unauthenticated`. Never trusts a uid in the payload. */
export function requireUser(request: FirebaseCallableRequest<unknown>): string {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError("unauthenticated", "You must be logged in");
  return uid;
}
