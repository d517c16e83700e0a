import { createHash } from "node:crypto";
import { FieldValue, type Firestore, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { preSaveSchema, type PreSave } from "../../domain/campaigns";
import { AnalyticsRepository } from "./analytics";
import { Repository } from "../repository";

/**
 * One pre-save per release and email: the document id derives from both, so
 * a repeat is the same document. Anonymous pre-saves (no email) each count.
 */
export function preSaveId(releaseId: string, email: string | null, nonce: string): string {
  const key = email ? `${releaseId}\n${email.trim().toLowerCase()}` : `${releaseId}\n#${nonce}`;
  return createHash("sha256").update(key).digest("hex").slice(0, 40);
}

export class PreSavesRepository extends Repository<PreSave> {
  constructor(
    db: Firestore,
    private readonly analytics = new AnalyticsRepository(db),
  ) {
    super(db, { name: "pre_saves", schema: preSaveSchema, idField: "id", idOf: (p) => p.id });
  }

  /**
   * Each release's number of pre-saves (`count`), kept with every write of
   * a pre-save, so the admin releases list reads one document per release
   * instead of counting. One document per release takes about one write a
   * second sustained, far above a label's pre-save campaigns.
   */
  get totals() {
    return this.db.collection("pre_save_totals");
  }

  private countIn(write: WriteBatch | Transaction, releaseId: string, change: 1 | -1): void {
    (write as WriteBatch).set(this.totals.doc(releaseId), { count: FieldValue.increment(change) }, { merge: true });
  }

  /**
   * Records a pre-save, counts it in the release's total and in its
   * analytics on the day it was made, in one batch: a repeat
   * (ALREADY_EXISTS) counts nothing.
   */
  override async create(model: PreSave): Promise<PreSave> {
    const batch = this.db.batch();
    batch.create(this.collection.doc(this.spec.idOf(model)), this.toDocument(model));
    this.countIn(batch, model.release_id, 1);
    this.analytics.countPreSaveIn(batch, model.release_id, model.created_at);
    await batch.commit();
    return model;
  }

  /** Writes the pre-save (insert or replace); a new one counts in its release's total. */
  override async set(model: PreSave): Promise<PreSave> {
    await this.db.runTransaction(async (tx) => {
      const ref = this.collection.doc(this.spec.idOf(model));
      const stored = await tx.get(ref);
      tx.set(ref, this.toDocument(model));
      if (!stored.exists) this.countIn(tx, model.release_id, 1);
      else if (stored.get("release_id") !== model.release_id) {
        this.countIn(tx, stored.get("release_id") as string, -1);
        this.countIn(tx, model.release_id, 1);
      }
    });
    return model;
  }

  /** Deletes pre-saves one transaction each, each leaving its release's total one lower; returns how many existed. */
  async deleteCounted(ids: readonly string[]): Promise<number> {
    let deleted = 0;
    for (const id of ids) {
      const existed = await this.db.runTransaction(async (tx) => {
        const stored = await tx.get(this.collection.doc(id));
        if (!stored.exists) return false;
        tx.delete(stored.ref);
        this.countIn(tx, stored.get("release_id") as string, -1);
        return true;
      });
      if (existed) deleted++;
    }
    return deleted;
  }

  countForRelease(releaseId: string) {
    return this.count((c) => c.where("release_id", "==", releaseId));
  }

  /** The pre-save totals of these releases (0 for none), one batched read. */
  async totalsFor(releaseIds: readonly string[]): Promise<Map<string, number>> {
    const unique = [...new Set(releaseIds)];
    const snaps = unique.length === 0 ? [] : await this.db.getAll(...unique.map((id) => this.totals.doc(id)));
    return new Map(snaps.map((snap) => [snap.id, snap.exists ? Math.max(0, Number(snap.get("count")) || 0) : 0]));
  }

  /**
   * Sets every release's total from its pre-saves: for data written before
   * the totals (the local stack's start-up migrations, `npm run
   * lists:refresh`). Returns how many totals changed.
   */
  async recountTotals(): Promise<number> {
    const [preSaves, totals] = await Promise.all([this.collection.select("release_id").get(), this.totals.get()]);
    const counted = new Map<string, number>();
    for (const doc of preSaves.docs) counted.set(doc.get("release_id") as string, (counted.get(doc.get("release_id") as string) ?? 0) + 1);
    const stored = new Map(totals.docs.map((doc) => [doc.id, Number(doc.get("count")) || 0]));
    const changed = [...new Set([...counted.keys(), ...stored.keys()])].filter((id) => (counted.get(id) ?? 0) !== (stored.get(id) ?? 0));
    for (let i = 0; i < changed.length; i += 400) {
      const batch = this.db.batch();
      for (const id of changed.slice(i, i + 400)) batch.set(this.totals.doc(id), { count: counted.get(id) ?? 0 });
      await batch.commit();
    }
    return changed.length;
  }
}
