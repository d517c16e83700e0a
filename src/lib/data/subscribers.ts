import type { Firestore } from "firebase-admin/firestore";
import { subscriberSchema, type Subscriber } from "../domain";
import { Repository, type AuditWrite } from "./repository";

/** Records per transaction of an import: well under Firestore's limits of a transaction's size. */
const IMPORT_CHUNK = 400;

/** The label's fan list (`subscribers/{id}`, one per address and list; docs/fans.md). */
export class SubscribersRepository extends Repository<Subscriber> {
  constructor(db: Firestore) {
    super(db, { name: "subscribers", schema: subscriberSchema, idField: "id", idOf: (s) => s.id });
  }

  /** Pending records whose confirmation time has passed (confirmed and unsubscribed ones have none). */
  listUnconfirmedBefore(now: Date) {
    return this.query((c) => c.where("confirm_by", "<=", now));
  }

  /**
   * Creates those of `records` whose id is still free, a transaction per
   * chunk, and returns how many: an import run twice adds nothing the second
   * time, and a record written meanwhile (a signup, a manual add) is never
   * overwritten. `audit` is written in the last chunk's transaction, given
   * the total created (none when nothing was).
   */
  async createMissing(records: readonly Subscriber[], audit?: (created: number) => AuditWrite): Promise<number> {
    let created = 0;
    for (let start = 0; start < records.length; start += IMPORT_CHUNK) {
      const chunk = records.slice(start, start + IMPORT_CHUNK);
      const last = start + IMPORT_CHUNK >= records.length;
      created += await this.db.runTransaction(async (tx) => {
        const refs = chunk.map((record) => this.collection.doc(record.id));
        const snaps = refs.length === 0 ? [] : await tx.getAll(...refs);
        const missing = chunk.filter((_, i) => !snaps[i]!.exists);
        for (const record of missing) tx.create(this.collection.doc(record.id), this.toDocument(record));
        if (last && audit && created + missing.length > 0) audit(created + missing.length)(tx, null, null);
        return missing.length;
      });
    }
    return created;
  }

  /** Every list record of one address (by keyed hash): for erasure. */
  listByAddressKey(addressKey: string) {
    return this.query((c) => c.where("address_key", "==", addressKey));
  }
}
