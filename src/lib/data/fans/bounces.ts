import type { Firestore } from "firebase-admin/firestore";
import { bounceSchema, type Bounce } from "../../domain/fans";
import { isAlreadyExists } from "../firestoreErrors";
import { Repository } from "../repository";

/**
 * Addresses whose newsletter bounced (`bounces/{address_key}`, keyed hash
 * only, like the suppression list): left out of every later send
 * (docs/fans.md#bounces). Written by the bounce scan (src/lib/server/fans/bounces.ts).
 */
export class BouncesRepository extends Repository<Bounce> {
  constructor(db: Firestore) {
    super(db, { name: "bounces", schema: bounceSchema, idField: "address_key", idOf: (b) => b.address_key });
  }

  /** The keys among these that bounced. */
  async among(keys: readonly string[]): Promise<Set<string>> {
    return new Set((await this.getMany(keys)).map((b) => b.address_key));
  }

  /**
   * Records a bounce found, once: create() refuses an address already on
   * the list (found before, or by a scan running beside this one), which
   * keeps its first record. True when this call recorded it.
   */
  async recordOnce(bounce: Bounce): Promise<boolean> {
    try {
      await this.create(bounce);
      return true;
    } catch (error) {
      if (isAlreadyExists(error)) return false;
      throw error;
    }
  }
}
