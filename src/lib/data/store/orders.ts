import type { Firestore, Transaction } from "firebase-admin/firestore";
import { newestCreatedKey } from "../../domain/shared";
import { orderListScope, orderSchema, orderSearchText, withFee, type Order } from "../../domain/store";
import type { Mail } from "../../domain/shared";
import type { MailRepository } from "../mail";
import { Repository, type AuditWrite } from "../repository";

/** A staff change of an order: the order as changed, the mail to its buyer, what its audit entry compares. */
export interface OrderChange {
  order: Order;
  mail: Mail;
  audited: { before: object; after: object };
}

/** Orders (`store_orders`, docs/store.md#orders). Created once: the id is the checkout hold's (or the code's order id), and create() refuses it twice. */
export class StoreOrdersRepository extends Repository<Order> {
  constructor(db: Firestore) {
    super(db, {
      name: "store_orders",
      schema: orderSchema,
      idField: "id",
      idOf: (o) => o.id,
      // The admin's ORDERS list: newest first, searched by number and email, scoped to the order's one artist.
      listed: {
        key: (o) => newestCreatedKey(o.id, o.created_at),
        text: orderSearchText,
        scope: orderListScope,
        filters: { fulfilment: (o) => o.fulfilment.state },
      },
    });
  }

  /** In a transaction with its side effects; the transaction fails with ALREADY_EXISTS when the order was made before. */
  createIn(tx: Transaction, order: Order): void {
    tx.create(this.collection.doc(order.id), this.toDocument(order));
  }

  async getInTransaction(tx: Transaction, id: string): Promise<Order | null> {
    const snap = await tx.get(this.collection.doc(id));
    return snap.exists ? this.fromSnapshot(snap as never) : null;
  }

  /** In a transaction: the whole order as changed. */
  replaceIn(tx: Transaction, order: Order): void {
    tx.set(this.collection.doc(order.id), this.toDocument(order));
  }

  /**
   * Changes one order with the mail that tells its buyer and the audit entry,
   * all in one transaction: `change` sees the order as stored and answers the
   * changed order, its mail and what the audit entry compares (the fields
   * staff changed, never the buyer's), or a refusal (a string) that writes
   * nothing. Null when there is no such order.
   */
  async changeWithMail(
    id: string,
    mail: MailRepository,
    change: (order: Order) => OrderChange | string,
    audit: AuditWrite,
  ): Promise<Order | string | null> {
    return this.db.runTransaction(async (tx) => {
      const before = await this.getInTransaction(tx, id);
      if (!before) return null;
      const changed = change(before);
      if (typeof changed === "string") return changed;
      this.replaceIn(tx, changed.order);
      mail.queueIn(tx, changed.mail);
      audit(tx, changed.audited.before, changed.audited.after);
      return changed.order;
    });
  }

  /**
   * Changes one order in one transaction with nothing else (the buyer's
   * download counted against its limit): `change` sees the order as stored
   * and answers it changed, or a refusal (a string) that writes nothing.
   * Null when there is no such order.
   */
  async change(id: string, change: (order: Order) => Order | string): Promise<Order | string | null> {
    return this.db.runTransaction(async (tx) => {
      const before = await this.getInTransaction(tx, id);
      if (!before) return null;
      const changed = change(before);
      if (typeof changed !== "string") this.replaceIn(tx, changed);
      return changed;
    });
  }

  /** The orders of sale days `from` to `to` (YYYY-MM-DD, both included): the sales report's range. */
  listBySaleDays(from: string, to: string) {
    return this.query((c) => c.where("sale_day", ">=", from).where("sale_day", "<=", to));
  }

  getByNumber(number: string) {
    return this.first((c) => c.where("number", "==", number));
  }

  /** The order of a download page's token. */
  getByToken(token: string) {
    return this.first((c) => c.where("download_token", "==", token));
  }

  /** Every order of one address ("find my purchases"), whatever its case. */
  listByEmail(email: string) {
    return this.query((c) => c.where("email_key", "==", email.trim().toLowerCase()));
  }

  /** Every order holding an item of a release (the release-day job finds its pre-orders among them). */
  listByRelease(releaseId: string) {
    return this.query((c) => c.where("release_ids", "array-contains", releaseId));
  }

  /** Up to `limit` orders whose Stripe fee could not be read when they were paid (the store-fees job's work). */
  listFeePending(limit: number) {
    return this.query((c) => c.where("fee_pending", "==", true).limit(limit));
  }

  /**
   * Records Stripe's fee on an order whose fee was pending, in one
   * transaction; false when it no longer was (another run recorded it
   * first), so a fee is written once.
   */
  async recordFee(id: string, fee: number): Promise<boolean> {
    return this.db.runTransaction(async (tx) => {
      const order = await this.getInTransaction(tx, id);
      if (!order?.fee_pending) return false;
      this.replaceIn(tx, withFee(order, fee));
      return true;
    });
  }

  /** The order of a Stripe payment (charge.refunded names the payment intent). */
  getByPaymentIntent(paymentIntent: string) {
    return this.first((c) => c.where("stripe_payment_intent", "==", paymentIntent));
  }
}
