import type { Firestore } from "firebase-admin/firestore";
import { newsletterSchema, type Newsletter } from "../../domain/fans";
import { Repository } from "../repository";

/** Newsletters to the fan list (`newsletters/{id}`; docs/fans.md#newsletters). */
export class NewslettersRepository extends Repository<Newsletter> {
  constructor(db: Firestore) {
    super(db, { name: "newsletters", schema: newsletterSchema, idField: "id", idOf: (n) => n.id });
  }

  /** Every newsletter, newest first (a label writes a few a month). */
  listNewest() {
    return this.query((c) => c.orderBy("created_at", "desc"));
  }

  /** Newsletters the send job has to queue now: scheduled ones whose time has come, and any it started. */
  async listDue(now: Date): Promise<Newsletter[]> {
    const waiting = await this.query((c) => c.where("status", "in", ["scheduled", "sending"]));
    return waiting.filter((n) => n.status === "sending" || (n.send_at !== null && n.send_at.getTime() <= now.getTime()));
  }
}
