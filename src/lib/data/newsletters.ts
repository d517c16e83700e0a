import type { Firestore } from "firebase-admin/firestore";
import { newsletterSchema, type Newsletter } from "../domain/fans";
import { Repository } from "./repository";

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

  /** The newsletter sent last, other than `exceptId`: its mails tell which addresses bounced since. */
  async latestSent(exceptId: string | null = null): Promise<Newsletter | null> {
    const sent = (await this.query((c) => c.where("status", "==", "sent"))).filter((n) => n.id !== exceptId && n.sent_at);
    return sent.sort((a, b) => b.sent_at!.getTime() - a.sent_at!.getTime())[0] ?? null;
  }
}
