import type { Firestore } from "firebase-admin/firestore";
import { codeBatchSchema, downloadCodeSchema, type CodeBatch, type DownloadCode } from "../../domain/store/code";
import { Repository } from "../repository";

/** Download codes (`store_codes/{code}`): single use. */
export class DownloadCodesRepository extends Repository<DownloadCode> {
  constructor(db: Firestore) {
    super(db, { name: "store_codes", schema: downloadCodeSchema, idField: "id", idOf: (c) => c.id });
  }

  listForBatch(batchId: string) {
    return this.query((c) => c.where("batch_id", "==", batchId));
  }

  /**
   * Creates a batch's codes, CODES_PER_WRITE to a write (Firestore's limit
   * is 500 a batch); each a create(), so a code another batch holds is
   * refused rather than overwritten.
   */
  async createMany(codes: readonly DownloadCode[]): Promise<void> {
    for (let start = 0; start < codes.length; start += CODES_PER_WRITE) {
      const batch = this.db.batch();
      for (const code of codes.slice(start, start + CODES_PER_WRITE)) batch.create(this.collection.doc(code.id), this.toDocument(code));
      await batch.commit();
    }
  }
}

const CODES_PER_WRITE = 400;

/** Batches of download codes (`store_code_batches`). */
export class CodeBatchesRepository extends Repository<CodeBatch> {
  constructor(db: Firestore) {
    super(db, { name: "store_code_batches", schema: codeBatchSchema, idField: "id", idOf: (b) => b.id });
  }

  listForRelease(releaseId: string) {
    return this.query((c) => c.where("release_id", "==", releaseId));
  }

  listAll() {
    return this.query((c) => c);
  }
}
