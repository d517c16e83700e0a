import type { Firestore, Transaction } from "firebase-admin/firestore";
import { checkoutHoldSchema, type CheckoutHold } from "../../domain/store";
import { Repository } from "../repository";

/** Checkout holds (`store_holds`, docs/store.md#checkout): one per Stripe Checkout session, with the items at the server's prices. */
export class CheckoutHoldsRepository extends Repository<CheckoutHold> {
  constructor(db: Firestore) {
    super(db, { name: "store_holds", schema: checkoutHoldSchema, idField: "id", idOf: (h) => h.id });
  }

  async getInTransaction(tx: Transaction, id: string): Promise<CheckoutHold | null> {
    const snap = await tx.get(this.collection.doc(id));
    return snap.exists ? this.fromSnapshot(snap as never) : null;
  }

  /** In a transaction: the hold's new state, when it closed. */
  close(tx: Transaction, hold: CheckoutHold, state: "paid" | "released", at: Date): void {
    tx.set(this.collection.doc(hold.id), this.toDocument({ ...hold, state, closed_at: at }));
  }

  /** Holds still open whose session has expired (the hold-expiry safety net). */
  listExpiredOpen(now: Date) {
    return this.query((c) => c.where("state", "==", "open").where("session_expires_at", "<", now));
  }
}
