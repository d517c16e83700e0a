/**
 * Forms show only the first failing message (docs/product.md#validation); this is the one
 * place that picks it, so the admin, the site and functions agree.
 */
import type { z } from "zod";
import { LOGIN_MESSAGES } from "./toastTexts";
import { trackMessage } from "./validationTexts";

const isIndex = (key: PropertyKey | undefined) => typeof key === "number" || (typeof key === "string" && /^\d+$/.test(key));

/**
 * A message as it reads where it was found: a message about one track of a
 * tracklist (`…tracks[2]…`) says which ("Track 3: Track title is required"),
 * since the form shows one message and has a hundred rows.
 */
export function messageAt(path: readonly PropertyKey[], message: string): string {
  const at = path.findLastIndex((key, i) => key === "tracks" && isIndex(path[i + 1]));
  return at === -1 ? message : trackMessage(Number(path[at + 1]) + 1, message);
}

/** The message of the first issue, or a generic text when there is none. */
export function firstErrorMessage(error: Pick<z.ZodError, "issues">): string {
  const issue = error.issues[0];
  return issue ? messageAt(issue.path, issue.message) : LOGIN_MESSAGES.unexpectedError;
}
