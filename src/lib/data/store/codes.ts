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
}

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
