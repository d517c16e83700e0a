import type { Firestore } from "firebase-admin/firestore";
import { subscriberSchema, type Subscriber } from "../domain";
import { Repository } from "./repository";

/** The label's fan list (`subscribers/{id}`, one per address and list; docs/fans.md). */
export class SubscribersRepository extends Repository<Subscriber> {
  constructor(db: Firestore) {
    super(db, { name: "subscribers", schema: subscriberSchema, idField: "id", idOf: (s) => s.id });
  }

  /** Pending records whose confirmation time has passed (confirmed and unsubscribed ones have none). */
  listUnconfirmedBefore(now: Date) {
    return this.query((c) => c.where("confirm_by", "<=", now));
  }

  /** Every list record of one address (by keyed hash): for erasure. */
  listByAddressKey(addressKey: string) {
    return this.query((c) => c.where("address_key", "==", addressKey));
  }
}
