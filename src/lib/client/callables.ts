import { FunctionsError, httpsCallable } from "firebase/functions";
import { callables, type CallableName, type CallableRequest, type CallableResponse } from "../domain/callables";
import { clientFunctions } from "./firebase";

/**
 * Calls a Cloud Function by name with the request and response types of the
 * shared callable contract, the response validated by its schema. Errors keep the server's message, which the UI
 * shows (docs/product.md#admin-forms: server messages first where there is one).
 */
export async function call<N extends CallableName>(name: N, data: CallableRequest<N>): Promise<CallableResponse<N>> {
  const fn = httpsCallable<CallableRequest<N>, unknown>(clientFunctions(), name);
  const result = await fn(data);
  // Parsed with the shared response schema: dates come back as Dates, and a
  // malformed answer fails here rather than deep inside a screen.
  return callables[name].response.parse(result.data) as CallableResponse<N>;
}

/**
 * The message a function's error carries, as the server wrote it, or
 * `fallback` for an internal error or none. The client library appends the
 * HTTP status ("… [409]"); the spec's texts come without it.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof FunctionsError) || error.code === "functions/internal") return fallback;
  return error.message.replace(/ \[\d{3}\]$/, "") || fallback;
}
