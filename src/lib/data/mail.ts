import { randomUUID } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { mailSchema, type Mail } from "../domain";
import { Repository } from "./repository";

/** The `mail` collection the Trigger Email extension sends from. */
export class MailRepository extends Repository<Mail> {
  constructor(db: Firestore) {
    super(db, { name: "mail", schema: mailSchema, idField: "id", idOf: (m) => m.id });
  }

  queue(to: string, message: Mail["message"], at = new Date()): Promise<Mail> {
    return this.create({ id: randomUUID(), to, message, created_at: at });
  }

  /** Mail queued for one address (tests and local inspection). */
  listTo(to: string) {
    return this.query((c) => c.where("to", "==", to));
  }
}
