/**
 * Reading the public forms' JSON answers by hand: their pages stay light, so
 * zod (which the functions answer with) is not loaded in the browser.
 */

/** `{ error: { message } }`'s message, or null when the answer has none. */
export function answerErrorMessage(answer: unknown): string | null {
  const error = typeof answer === "object" && answer !== null && "error" in answer ? answer.error : null;
  return typeof error === "object" && error !== null && "message" in error && typeof error.message === "string" ? error.message : null;
}

/** The answer's field `key` when it is a string, else null. */
export function answerString(answer: unknown, key: string): string | null {
  if (typeof answer !== "object" || answer === null || !(key in answer)) return null;
  const value = (answer as Record<string, unknown>)[key];
  return typeof value === "string" ? value : null;
}
