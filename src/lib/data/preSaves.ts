import { createHash } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { preSaveSchema, type PreSave } from "../domain";
import { AnalyticsRepository } from "./analytics";
import { Repository } from "./repository";

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
   * Records a pre-save and counts it in the release's analytics on the day
   * it was made, in one batch: a repeat (ALREADY_EXISTS) counts nothing.
   */
  override async create(model: PreSave): Promise<PreSave> {
    const batch = this.db.batch();
    batch.create(this.collection.doc(this.spec.idOf(model)), this.toDocument(model));
    this.analytics.countPreSaveIn(batch, model.release_id, model.created_at);
    await batch.commit();
    return model;
  }

  countForRelease(releaseId: string) {
    return this.count((c) => c.where("release_id", "==", releaseId));
  }
}
