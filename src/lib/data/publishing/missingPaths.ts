import { randomUUID } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { DAY_MS, MISSING_PATH_RETENTION_DAYS, missingPathSchema, type MissingPath, type MissingPathReport } from "../../domain/shared";
import { Repository } from "../repository";

/** Paths visitors asked for that do not exist, logged by the 404 page. */
export class MissingPathsRepository extends Repository<MissingPath> {
  constructor(db: Firestore) {
    super(db, { name: "missing_paths", schema: missingPathSchema, idField: "id", idOf: (m) => m.id });
  }

  record(report: MissingPathReport, at = new Date()): Promise<MissingPath> {
    const expires_at = new Date(at.getTime() + MISSING_PATH_RETENTION_DAYS * DAY_MS);
    return this.create({ id: randomUUID(), path: report.path, referrer: report.referrer, at, expires_at });
  }

  /** Newest first (for a look at what visitors miss). */
  listNewest(limit: number) {
    return this.query((c) => c.orderBy("at", "desc").limit(limit));
  }
}
