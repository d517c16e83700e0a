import type { Firestore } from "firebase-admin/firestore";
import { publishScheduleSchema, scheduleOf, scheduleSummary, type PublishSchedule } from "../../domain/publishing";
import { Repository, type AuditWrite } from "../repository";

/**
 * Pending schedules (publish_schedules): a schedule is deleted when it is
 * carried out or cancelled, in the same transaction as that write and its
 * audit entry, so what is stored is exactly what is still to come.
 */
export class PublishSchedulesRepository extends Repository<PublishSchedule> {
  constructor(db: Firestore) {
    super(db, { name: "publish_schedules", schema: publishScheduleSchema, idField: "id", idOf: (s) => s.id });
  }

  /** Schedules whose moment is at most `now`, oldest first. */
  due(now: Date): Promise<PublishSchedule[]> {
    return this.query((c) => c.where("at", "<=", now).orderBy("at"));
  }

  /** Every pending schedule, soonest first (there are few: only what is still to come). */
  pending(): Promise<PublishSchedule[]> {
    return this.query((c) => c.orderBy("at"));
  }

  /** Stores a schedule with its audit entry, unless one of its items is in a pending schedule already (false). */
  add(schedule: PublishSchedule, audit: AuditWrite): Promise<boolean> {
    return this.db.runTransaction(async (tx) => {
      const pending = (await tx.get(this.collection)).docs.map((doc) => this.fromSnapshot(doc));
      if (schedule.items.some((item) => scheduleOf(pending, item.entity, item.id))) return false;
      tx.create(this.collection.doc(schedule.id), this.toDocument(schedule));
      audit(tx, null, scheduleSummary(schedule));
      return true;
    });
  }

  /** Deletes a pending schedule with its audit entry (why it ended); null when it was already gone. */
  cancel(id: string, reason: string, audit: AuditWrite): Promise<PublishSchedule | null> {
    const ref = this.collection.doc(id);
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const schedule = this.fromSnapshot(snap as never);
      tx.delete(ref);
      audit(tx, scheduleSummary(schedule), { reason });
      return schedule;
    });
  }
}
