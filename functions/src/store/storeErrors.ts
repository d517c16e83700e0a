import { HttpsError } from "firebase-functions/https";
import { OrderChangeRefused, OrderGone } from "../../../src/lib/server/store/orderAdmin";
import { StoreEditRefused, StoreItemGone } from "../../../src/lib/server/store/productAdmin";
import { SalesRangeRefused } from "../../../src/lib/server/store/salesAdmin";

/** A store operation's refusal as the caller's answer: a 4xx with its message, never a 5xx. */
export async function answered<T>(operation: Promise<T>): Promise<T> {
  try {
    return await operation;
  } catch (error) {
    if (error instanceof OrderGone || error instanceof StoreItemGone) throw new HttpsError("not-found", error.message);
    if (error instanceof OrderChangeRefused || error instanceof StoreEditRefused)
      throw new HttpsError("failed-precondition", error.message);
    if (error instanceof SalesRangeRefused) throw new HttpsError("invalid-argument", error.message);
    throw error;
  }
}
