import { sanitizeRichText } from "../server/sanitizeHtml";

/**
 * `fn` run once per distinct input, the `max` newest outputs kept (the
 * oldest goes first). Only for a pure function: the same input must give
 * the same output.
 */
export function memoizeByInput(fn: (input: string) => string, max: number): (input: string) => string {
  const kept = new Map<string, string>();
  return (input) => {
    const known = kept.get(input);
    if (known !== undefined) return known;
    const output = fn(input);
    if (kept.size >= max) kept.delete(kept.keys().next().value!);
    kept.set(input, output);
    return output;
  };
}

/**
 * A press post's HTML sanitized for its page, once per distinct stored HTML
 * in a process: the warm renderer renders a post's page again in later full
 * builds, and DOMPurify on jsdom costs about 7 ms a post
 * (docs/benchmarks.md#full-build-and-edit). As many as the bench catalogue's
 * posts are kept.
 */
export const sanitizePostHtml = memoizeByInput(sanitizeRichText, 2_000);
