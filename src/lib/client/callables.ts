import { FunctionsError, httpsCallable } from "firebase/functions";
import type { CallableName, CallableRequest, CallableResponse } from "../domain/callables";
import { clientFunctions } from "./firebase";

/**
 * Calls a Cloud Function by name with the request and response types of the
 * shared callable contract. Errors keep the server's message, which the UI
 * shows (the spec prefers server messages where there is one).
 */
export async function call<N extends CallableName>(name: N, data: CallableRequest<N>): Promise<CallableResponse<N>> {
  const fn = httpsCallable<CallableRequest<N>, CallableResponse<N>>(clientFunctions(), name);
  const result = await fn(data);
  return result.data;
}

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof FunctionsError && error.message && error.code !== "functions/internal") return error.message;
  return fallback;
}
