import { HttpsError } from "firebase-functions/https";
import { SCHEDULE_TEXTS } from "../../../src/lib/domain";
import { scheduleLabel } from "../../../src/lib/server/publishScheduling";
import { requireOnContent } from "../authorization";
import { defineCallable } from "../callable";
import { authorizeSchedule } from "./schedulePublish";

/** CANCEL SCHEDULE: the publish grant on every item; the schedule goes with its audit entry in one transaction. */
export const cancelPublishSchedule = defineCallable("cancelPublishSchedule", async ({ id }, context) => {
  const { repos } = context;
  // Only staff who may publish something learn whether a schedule exists.
  await requireOnContent(context, "publish");
  const schedule = await repos.publishSchedules.get(id);
  if (!schedule) throw new HttpsError("not-found", SCHEDULE_TEXTS.itemNotFound);
  const { caller, scopes } = await authorizeSchedule(context, schedule.items, schedule.action);
  const audit = repos.auditLog.recorder({ actor: caller.uid, action: "cancel_schedule", entity: "schedules", entityId: id, label: scheduleLabel(schedule, scopes) });
  if (!(await repos.publishSchedules.cancel(id, SCHEDULE_TEXTS.cancelled, audit))) throw new HttpsError("not-found", SCHEDULE_TEXTS.itemNotFound);
  return { id };
});
