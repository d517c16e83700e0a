import type { Firestore } from "firebase-admin/firestore";
import { publishScheduleSchema, type PublishSchedule } from "../domain";
import { Repository } from "./repository";

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
}
