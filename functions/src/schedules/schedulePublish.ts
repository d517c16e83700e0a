import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import { LABEL } from "../../../src/config/label";
import { scheduleMoment, SCHEDULE_TEXTS, type PublishSchedule } from "../../../src/lib/domain";
import { mayCarryOut, RESOURCE_OF, scheduledItemScope, scheduleLabel, type ScheduledItemScope } from "../../../src/lib/server/publishScheduling";
import { refuse, requireAnywhere, type AuthContext, type CallerAccess } from "../authorization";
import { defineCallable } from "../callable";

/**
 * Scheduling (and cancelling) needs the publish grant on every item, as the
 * PUBLISH button does: the caller must hold publish somewhere on each item's
 * resource before the items are read, then on each item as stored.
 */
export async function authorizeSchedule(context: AuthContext, items: PublishSchedule["items"], action: PublishSchedule["action"]): Promise<{ caller: CallerAccess; scopes: ScheduledItemScope[] }> {
  const resources = [...new Set(items.map((item) => RESOURCE_OF[item.entity]))];
  const callers = await Promise.all(resources.map((resource) => requireAnywhere(context, resource, ["publish"])));
  const caller = callers[0]!;
  const scopes = await Promise.all(items.map((item) => scheduledItemScope(context.repos, item)));
  if (scopes.some((scope) => scope === null)) throw new HttpsError("not-found", SCHEDULE_TEXTS.itemNotFound);
  const present = scopes as ScheduledItemScope[];
  if (!mayCarryOut(caller, present, action)) throw refuse();
  return { caller, scopes: present };
}

/** SCHEDULE on a form (one item) or SCHEDULE A BATCH (several, named): stored with its audit entry in one transaction. */
export const schedulePublish = defineCallable("schedulePublish", async ({ name, action, date, time, items }, context) => {
  const { repos } = context;
  const unique = items.filter((item, i) => items.findIndex((other) => other.entity === item.entity && other.id === item.id) === i);
  const { caller, scopes } = await authorizeSchedule(context, unique, action);
  const at = scheduleMoment(date, time, LABEL.timeZone);
  if (!at) throw new HttpsError("invalid-argument", SCHEDULE_TEXTS.dateRequired);
  const now = new Date();
  if (at.getTime() <= now.getTime()) throw new HttpsError("invalid-argument", SCHEDULE_TEXTS.inThePast);
  const schedule: PublishSchedule = { id: randomUUID(), name, action, at, items: unique, scheduled_by: caller.uid, created_at: now };
  const audit = repos.auditLog.recorder({ actor: caller.uid, action: "schedule", entity: "schedules", entityId: schedule.id, label: scheduleLabel(schedule, scopes) });
  if (!(await repos.publishSchedules.add(schedule, audit))) throw new HttpsError("failed-precondition", SCHEDULE_TEXTS.alreadyScheduled);
  return { schedule };
});
