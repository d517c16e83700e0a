import type { Firestore } from "firebase-admin/firestore";
import { subscriberSchema, type Subscriber } from "../../domain/fans";
import { Repository, type AuditWrite } from "../repository";

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

  /**
   * One page of the confirmed records of these lists (at most 30, one `in`)
   * in address-key order, after `afterKey`: the send job's cursor. A range
   * on the key rather than startAfter(), which the Node emulator ignores
   * (docs/local-stack.md). Records of one address are adjacent.
   */
  confirmedPage(lists: readonly string[], afterKey: string, limit: number) {
    return this.query((c) =>
      c
        .where("list", "in", [...lists])
        .where("status", "==", "confirmed")
        .where("address_key", ">", afterKey)
        .orderBy("address_key")
        .limit(limit),
    );
  }

  /** The confirmed records of these lists (an artist's followers on release day), at most 30 lists. */
  confirmedOn(lists: readonly string[]) {
    return lists.length === 0
      ? Promise.resolve([])
      : this.query((c) => c.where("list", "in", [...lists]).where("status", "==", "confirmed"));
  }

  /** Records of these lists that left them (a newsletter's unsubscribed count). */
  unsubscribedOn(lists: readonly string[]) {
    return lists.length === 0
      ? Promise.resolve([])
      : this.query((c) => c.where("list", "in", [...lists]).where("status", "==", "unsubscribed"));
  }

  /** Every list record of one address (by keyed hash): for erasure. */
  listByAddressKey(addressKey: string) {
    return this.query((c) => c.where("address_key", "==", addressKey));
  }
}
