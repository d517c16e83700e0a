/**
 * The rule every request meets before its own schema is consulted: the
 * callables (functions/src/callable.ts) and the JSON the site's pages post
 * (functions/src/beaconEndpoint.ts) both pass it, so no field of any
 * request can forget it.
 *
 * - Text must be well-formed UTF-16. JSON can carry an unpaired surrogate
 *   (`"\ud800"`), a string no keyboard produces and Firestore refuses to
 *   store (its wire format is UTF-8), and `encodeURIComponent` throws on
 *   it: left alone it reached a write or an upstream URL and failed there.
 * - Objects and arrays nest at most MAX_REQUEST_DEPTH deep. The callable
 *   protocol's decoder (and zod) recurse once per level: a body nested
 *   thousands of levels deep overflowed the stack before any of our code ran.
 */
import { REQUEST_INPUT_ERRORS } from "./validationTexts";

/** Far above the deepest request the contract holds (a unit test measures it), far below a stack overflow. */
export const MAX_REQUEST_DEPTH = 32;

/**
 * The message of the first problem `value` has, or null. Iterative (a
 * recursive walk would overflow on exactly the input it must refuse), and it
 * stops at the first problem, so a huge or deep body costs no more than
 * reading it up to there.
 */
export function requestInputProblem(value: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === "string") {
      if (!next.value.isWellFormed()) return REQUEST_INPUT_ERRORS.invalidCharacter;
      continue;
    }
    if (next.value === null || typeof next.value !== "object") continue;
    if (next.depth > MAX_REQUEST_DEPTH) return REQUEST_INPUT_ERRORS.tooDeep;
    for (const [key, child] of Object.entries(next.value)) {
      if (!key.isWellFormed()) return REQUEST_INPUT_ERRORS.invalidCharacter;
      pending.push({ value: child, depth: next.depth + 1 });
    }
  }
  return null;
}
