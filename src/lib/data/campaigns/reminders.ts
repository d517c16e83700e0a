import type { Firestore } from "firebase-admin/firestore";
import { releaseDaySchema, suppressionSchema, type ReleaseDay, type Suppression } from "../../domain/campaigns";
import { isAlreadyExists } from "../firestoreErrors";
import { Repository } from "../repository";

/** The suppression list (`suppressions/{address_key}`): addresses that unsubscribed, by keyed hash only. */
export class SuppressionsRepository extends Repository<Suppression> {
  constructor(db: Firestore) {
    super(db, { name: "suppressions", schema: suppressionSchema, idField: "address_key", idOf: (s) => s.address_key });
  }

  /** The suppressions of these address keys, by key. */
  async byKey(keys: readonly string[]): Promise<Map<string, Suppression>> {
    return new Map((await this.getMany(keys)).map((s) => [s.address_key, s]));
  }

  /** Puts the address on the list as of `at` (again, if it came back since): every reminder of a pre-save made until then is cancelled. */
  unsubscribe(addressKey: string, releaseId: string, at: Date): Promise<Suppression> {
    // Every field written: set() without merge keeps absent fields on the Node emulator.
    return this.set({ address_key: addressKey, release_id: releaseId, unsubscribed_at: at, lifted_at: null });
  }

  /** Unsubscribes made through the links of one release's emails. */
  countForRelease(releaseId: string) {
    return this.count((c) => c.where("release_id", "==", releaseId));
  }
}

/** Each release's release-day progress (`release_days/{release_id}`), written by the release-day job. */
export class ReleaseDaysRepository extends Repository<ReleaseDay> {
  constructor(db: Firestore) {
    super(db, { name: "release_days", schema: releaseDaySchema, idField: "release_id", idOf: (d) => d.release_id });
  }

  /** The record of a release's day, created on first sight (create(): racing runs share one). */
  async open(releaseId: string, moment: Date): Promise<ReleaseDay> {
    const fresh = releaseDaySchema.parse({ release_id: releaseId, moment });
    try {
      return await this.create(fresh);
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      return (await this.get(releaseId)) ?? fresh;
    }
  }
}
