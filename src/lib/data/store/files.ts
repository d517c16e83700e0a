import type { Firestore } from "firebase-admin/firestore";
import { storeFileSchema, type StoreFile } from "../../domain/store";
import { Repository } from "../repository";

/**
 * Buyers' files (`store_files/{trackId}_{format}`, docs/store.md#formats-and-tags):
 * one per track and format, shared by every buyer, written by the one
 * request holding the file's making lease (`job_leases`).
 */
export class StoreFilesRepository extends Repository<StoreFile> {
  constructor(db: Firestore) {
    super(db, { name: "store_files", schema: storeFileSchema, idField: "id", idOf: (f) => f.id });
  }
}
