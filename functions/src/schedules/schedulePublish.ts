import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import { LABEL } from "../../../src/config/label";
import { scheduleMoment, scheduleOf, SCHEDULE_TEXTS, type PublishSchedule } from "../../../src/lib/domain";
import { mayCarryOut, RESOURCE_OF, scheduledItemScope, scheduleFields, scheduleLabel, type ScheduledItemScope } from "../../../src/lib/server/publishScheduling";
import { refuse, requireAnywhere, type AuthContext } from "../authorization";
import { defineCallable } from "../callable";

/**
 * Scheduling (and cancelling) needs the publish grant on every item, as the
 * PUBLISH button does: the caller must hold publish somewhere on each item's
 * resource before the items are read, then on each item as stored.
 */
export async function authorizeSchedule(context: AuthContext, items: PublishSchedule["items"], action: PublishSchedule["action"]): Promise<{ uid: string; scopes: ScheduledItemScope[] }> {
  const resources = [...new Set(items.map((item) => RESOURCE_OF[item.entity]))];
  let caller = null;
  for (const resource of resources) caller = await requireAnywhere(context, resource, ["publish"]);
  const scopes = await Promise.all(items.map((item) => scheduledItemScope(context.repos, item)));
  if (scopes.some((scope) => scope === null)) throw new HttpsError("not-found", SCHEDULE_TEXTS.itemNotFound);
  const present = scopes as ScheduledItemScope[];
  if (!caller || !mayCarryOut(caller, present, action)) throw refuse();
  return { uid: caller.uid, scopes: present };
}

/** SCHEDULE on a form (one item) or SCHEDULE A BATCH (several, named): written with its audit entry in one transaction. */
export const schedulePublish = defineCallable("schedulePublish", async ({ name, action, date, time, items }, context) => {
  const { repos } = context;
  const unique = items.filter((item, i) => items.findIndex((other) => other.entity === item.entity && other.id === item.id) === i);
  const { uid, scopes } = await authorizeSchedule(context, unique, action);
  const at = scheduleMoment(date, time, LABEL.timeZone);
  if (!at) throw new HttpsError("invalid-argument", SCHEDULE_TEXTS.dateRequired);
  const now = new Date();
  if (at.getTime() <= now.getTime()) throw new HttpsError("invalid-argument", SCHEDULE_TEXTS.inThePast);
  const schedule: PublishSchedule = { id: randomUUID(), name, action, at, items: unique, scheduled_by: uid, created_at: now };
  await repos.db.runTransaction(async (tx) => {
    const pending = (await tx.get(repos.publishSchedules.collection)).docs.map((doc) => repos.publishSchedules.fromSnapshot(doc));
    if (unique.some((item) => scheduleOf(pending, item.entity, item.id))) throw new HttpsError("failed-precondition", SCHEDULE_TEXTS.alreadyScheduled);
    tx.create(repos.publishSchedules.collection.doc(schedule.id), repos.publishSchedules.toDocument(schedule));
    repos.auditLog.append(tx, { actor: uid, action: "schedule", entity: "schedules", entity_id: schedule.id, at: now, label: scheduleLabel(schedule, scopes), fields: scheduleFields(schedule) });
  });
  return { schedule };
});
