import { HttpsError } from "firebase-functions/https";
import { requireAdmin, type CallContext } from "../callable";

/**
 * The record a write acts on, or `not-found`. A missing record is only
 * reported to an admin: others get the same refusal as for an existing one.
 */
export async function loadOrFail<T>(context: CallContext, load: Promise<T | null>, notFoundMessage: string): Promise<T> {
  const found = await load;
  if (found) return found;
  await requireAdmin(context);
  throw new HttpsError("not-found", notFoundMessage);
}
