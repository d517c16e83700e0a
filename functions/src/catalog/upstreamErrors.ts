import { HttpsError } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { isUpstreamError } from "../../../src/lib/integrations";

/**
 * An upstream failure as the error the admin sees: the catalogue's message for
 * the flow (`malformed` gets its own where docs/product.md#artist-and-release-toasts has one), a precise
 * code, and the cause in the log.
 */
export function upstreamFailure(error: unknown, message: string, messages: { malformed?: string } = {}): HttpsError {
  if (error instanceof HttpsError) return error;
  logger.error(message, { cause: error instanceof Error ? error.message : String(error) });
  if (isUpstreamError(error, "malformed")) return new HttpsError("unavailable", messages.malformed ?? message);
  if (isUpstreamError(error, "not-found")) return new HttpsError("not-found", message);
  if (isUpstreamError(error, "rate-limited")) return new HttpsError("resource-exhausted", message);
  if (isUpstreamError(error)) return new HttpsError("unavailable", message);
  return new HttpsError("internal", message);
}
