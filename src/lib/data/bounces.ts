import type { Firestore } from "firebase-admin/firestore";
import { bounceSchema, type Bounce } from "../domain/fans";
import { Repository } from "./repository";

/**
 * Addresses whose newsletter bounced (`bounces/{address_key}`, keyed hash
 * only, like the suppression list): left out of every later send
 * (docs/fans.md#bounces). Written by the send jobs when they find a bounce.
 */
export class BouncesRepository extends Repository<Bounce> {
  constructor(db: Firestore) {
    super(db, { name: "bounces", schema: bounceSchema, idField: "address_key", idOf: (b) => b.address_key });
  }

  /** The keys among these that bounced. */
  async among(keys: readonly string[]): Promise<Set<string>> {
    return new Set((await this.getMany(keys)).map((b) => b.address_key));
  }

  /** Records bounces found (one batch; setting one twice is harmless). */
  async record(bounces: readonly Bounce[]): Promise<void> {
    if (bounces.length === 0) return;
    const batch = this.db.batch();
    for (const bounce of bounces) batch.set(this.collection.doc(bounce.address_key), this.toDocument(bounce));
    await batch.commit();
  }
}
