/**
 * Forms show only the first failing message (docs/product.md#validation); this is the one
 * place that picks it, so the admin, the site and functions agree.
 */
import type { z } from "zod";
import { LOGIN_MESSAGES } from "../messages";

/** The message of the first issue, or a generic text when there is none. */
export function firstErrorMessage(error: Pick<z.ZodError, "issues">): string {
  return error.issues[0]?.message ?? LOGIN_MESSAGES.unexpectedError;
}
