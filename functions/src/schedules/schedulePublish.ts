import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import { LABEL } from "../../../src/config/label";
import { scheduleMoment, SCHEDULE_TEXTS, type PublishSchedule } from "../../../src/lib/domain/publishing";
import type { Repositories } from "../../../src/lib/data";
import { mayCarryOut, RESOURCE_OF, scheduledItemScope, scheduleLabel, type ScheduledItemScope } from "../../../src/lib/server/publishing/publishScheduling";
import { access } from "../accessRules";
import { defineCallable } from "../callable";

/** The resources of a schedule's items: the caller must hold publish somewhere on each before the items are read. */
export const resourcesOf = (items: PublishSchedule["items"]) => [...new Set(items.map((item) => RESOURCE_OF[item.entity]))];

/** Each item's scope as stored, or null when one of them no longer exists. */
export async function scopesOf(repos: Repositories, items: PublishSchedule["items"]): Promise<ScheduledItemScope[] | null> {
  const scopes = await Promise.all(items.map((item) => scheduledItemScope(repos, item)));
  return scopes.some((scope) => scope === null) ? null : (scopes as ScheduledItemScope[]);
}

const uniqueItems = (items: PublishSchedule["items"]) => items.filter((item, i) => items.findIndex((other) => other.entity === item.entity && other.id === item.id) === i);

/**
 * SCHEDULE on a form (one item) or SCHEDULE A BATCH (several, named): stored
 * with its audit entry in one transaction. Scheduling needs the publish
 * grant on every item, as the PUBLISH button does: publish somewhere on each
 * item's resource before the items are read, then on each item as stored.
 */
export const schedulePublish = defineCallable(
  "schedulePublish",
  {
    access: access.stored({
      scope: access.anywhereOnEach((input) => resourcesOf(input.items), ["publish"]),
      load: (input, repos) => scopesOf(repos, uniqueItems(input.items)),
      notFound: SCHEDULE_TEXTS.itemNotFound,
      allows: (caller, scopes, input) => mayCarryOut(caller, scopes, input.action),
    }),
    audit: { entity: "schedules", action: "schedule" },
  },
  async ({ name, action, date, time, items }, context) => {
    const { repos, caller, item: scopes } = context;
    const at = scheduleMoment(date, time, LABEL.timeZone);
    if (!at) throw new HttpsError("invalid-argument", SCHEDULE_TEXTS.dateRequired);
    const now = new Date();
    if (at.getTime() <= now.getTime()) throw new HttpsError("invalid-argument", SCHEDULE_TEXTS.inThePast);
    const schedule: PublishSchedule = { id: randomUUID(), name, action, at, items: uniqueItems(items), scheduled_by: caller.uid, created_at: now };
    if (!(await repos.publishSchedules.add(schedule, context.audit(schedule.id, scheduleLabel(schedule, scopes))))) {
      throw new HttpsError("failed-precondition", SCHEDULE_TEXTS.alreadyScheduled);
    }
    return { schedule };
  },
);
