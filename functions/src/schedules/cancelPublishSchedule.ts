import { HttpsError } from "firebase-functions/https";
import { SCHEDULE_TEXTS } from "../../../src/lib/domain";
import { scheduleFields, scheduleLabel } from "../../../src/lib/server/publishScheduling";
import { requireStaff } from "../authorization";
import { defineCallable } from "../callable";
import { authorizeSchedule } from "./schedulePublish";

/** CANCEL SCHEDULE: the publish grant on every item; the schedule goes with its audit entry in one transaction. */
export const cancelPublishSchedule = defineCallable("cancelPublishSchedule", async ({ id }, context) => {
  const { repos } = context;
  await requireStaff(context);
  const schedule = await repos.publishSchedules.get(id);
  if (!schedule) throw new HttpsError("not-found", SCHEDULE_TEXTS.itemNotFound);
  const { uid, scopes } = await authorizeSchedule(context, schedule.items, schedule.action);
  const ref = repos.publishSchedules.collection.doc(id);
  await repos.db.runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw new HttpsError("not-found", SCHEDULE_TEXTS.itemNotFound);
    tx.delete(ref);
    repos.auditLog.append(tx, { actor: uid, action: "cancel_schedule", entity: "schedules", entity_id: id, label: scheduleLabel(schedule, scopes), fields: scheduleFields(schedule, SCHEDULE_TEXTS.cancelled) });
  });
  return { id };
});
