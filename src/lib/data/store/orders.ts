import type { Firestore, Transaction } from "firebase-admin/firestore";
import { orderSchema, type Order } from "../../domain/store/order";
import { Repository } from "../repository";

/** Orders (`store_orders`, docs/store.md#orders). Created once: the id is the checkout hold's (or the code's order id), and create() refuses it twice. */
export class StoreOrdersRepository extends Repository<Order> {
  constructor(db: Firestore) {
    super(db, { name: "store_orders", schema: orderSchema, idField: "id", idOf: (o) => o.id });
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

  /** The order of a Stripe payment (charge.refunded names the payment intent). */
  getByPaymentIntent(paymentIntent: string) {
    return this.first((c) => c.where("stripe_payment_intent", "==", paymentIntent));
  }
}
