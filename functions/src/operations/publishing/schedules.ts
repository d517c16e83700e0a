import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import { LABEL } from "../../../../src/config/label";
import type { Repositories } from "../../../../src/lib/data";
import { holdsAnywhere, schedulesVisibleTo, viewsAllOf } from "../../../../src/lib/domain/access";
import { scheduleMoment, SCHEDULE_TEXTS, type PublishSchedule, type ScheduledItem } from "../../../../src/lib/domain/publishing";
import {
  mayCarryOut,
  RESOURCE_OF,
  scheduledItemScope,
  scheduleLabel,
  type ScheduledItemScope,
} from "../../../../src/lib/server/publishing/publishScheduling";
import { access, type Caller } from "../accessRules";
import type { CallableInput } from "../../callable";
import { defineOperation, READS_ONLY } from "../operation";

// Scheduled publishing from the admin (docs/scheduled-publishing.md); the job that carries schedules out is in src/lib/jobs.

/** The resources of a schedule's items: the caller must hold publish somewhere on each before the items are read. */
const resourcesOf = (items: PublishSchedule["items"]) => [...new Set(items.map((item) => RESOURCE_OF[item.entity]))];

/** Each item's scope as stored, or null when one of them no longer exists. */
async function scopesOf(repos: Repositories, items: PublishSchedule["items"]): Promise<ScheduledItemScope[] | null> {
  const scopes = await Promise.all(items.map((item) => scheduledItemScope(repos, item)));
  return scopes.some((scope) => scope === null) ? null : (scopes as ScheduledItemScope[]);
}

type ScheduleInput = CallableInput<"schedulePublish">;
type CancelInput = CallableInput<"cancelPublishSchedule">;

const uniqueItems = (items: PublishSchedule["items"]) =>
  items.filter((item, i) => items.findIndex((other) => other.entity === item.entity && other.id === item.id) === i);

/**
 * SCHEDULE on a form (one item) or SCHEDULE A BATCH (several, named): stored
 * with its audit entry in one transaction. Scheduling needs the publish
 * grant on every item, as the PUBLISH button does: publish somewhere on each
 * item's resource before the items are read, then on each item as stored.
 */
export const schedulePublish = defineOperation(
  "schedulePublish",
  {
    access: access.stored<ScheduleInput, Caller, ScheduledItemScope[]>({
      scope: access.anywhereOnEach((input: ScheduleInput) => resourcesOf(input.items), ["publish"]),
      load: (input, repos) => scopesOf(repos, uniqueItems(input.items)),
      notFound: SCHEDULE_TEXTS.itemNotFound,
      allows: (caller, scopes, input) => mayCarryOut(caller, scopes, input.action),
    }),
    audit: { entity: "schedules", action: "schedule" },
  },
  async ({ name, action, date, time, items }, { repos, caller, item: scopes, audit }) => {
    const at = scheduleMoment(date, time, LABEL.timeZone);
    if (!at) throw new HttpsError("invalid-argument", SCHEDULE_TEXTS.dateRequired);
    const now = new Date();
    if (at.getTime() <= now.getTime()) throw new HttpsError("invalid-argument", SCHEDULE_TEXTS.inThePast);
    const schedule: PublishSchedule = {
      id: randomUUID(),
      name,
      action,
      at,
      items: uniqueItems(items),
      scheduled_by: caller.uid,
      created_at: now,
    };
    if (!(await repos.publishSchedules.add(schedule, audit(schedule.id, scheduleLabel(schedule, scopes))))) {
      throw new HttpsError("failed-precondition", SCHEDULE_TEXTS.alreadyScheduled);
    }
    return { schedule };
  },
);

/**
 * CANCEL SCHEDULE: the publish grant on every item, as scheduling; the
 * schedule goes with its audit entry in one transaction. Only staff who may
 * publish something learn whether a schedule exists.
 */
export const cancelPublishSchedule = defineOperation(
  "cancelPublishSchedule",
  {
    access: access.stored<CancelInput, Caller & { item: PublishSchedule }, { schedule: PublishSchedule; scopes: ScheduledItemScope[] }>({
      scope: access.stored<CancelInput, Caller, PublishSchedule>({
        scope: access.onContent("publish"),
        load: ({ id }, repos) => repos.publishSchedules.get(id),
        notFound: SCHEDULE_TEXTS.itemNotFound,
        allows: (caller, schedule) => resourcesOf(schedule.items).every((resource) => holdsAnywhere(caller, resource, ["publish"])),
      }),
      load: async (_input, repos, { item: schedule }) => {
        const scopes = await scopesOf(repos, schedule.items);
        return scopes && { schedule, scopes };
      },
      notFound: SCHEDULE_TEXTS.itemNotFound,
      allows: (caller, { schedule, scopes }) => mayCarryOut(caller, scopes, schedule.action),
    }),
    audit: { entity: "schedules", action: "cancel_schedule" },
  },
  async ({ id }, { repos, item: { schedule, scopes }, audit }) => {
    if (!(await repos.publishSchedules.cancel(id, SCHEDULE_TEXTS.cancelled, audit(id, scheduleLabel(schedule, scopes))))) {
      throw new HttpsError("not-found", SCHEDULE_TEXTS.itemNotFound);
    }
    return { id };
  },
);

/**
 * The pending schedules behind the lists' "Scheduled for" badges: staff who
 * may view some content, shown only the items they may view
 * (`schedulesVisibleTo`). Only the releases the caller does not view
 * globally are read, for their primary artist.
 */
export const listPublishSchedules = defineOperation(
  "listPublishSchedules",
  { access: access.onContent("view"), audit: READS_ONLY },
  async (_input: unknown, { repos, caller }) => {
    const pending = await repos.publishSchedules.pending();
    const releaseIds = viewsAllOf(caller, "releases")
      ? []
      : pending.flatMap((s) => s.items.filter((i) => i.entity === "releases").map((i) => i.id));
    const releases = new Map((await repos.releases.getMany(releaseIds)).map((r) => [r.id, r.artist_id]));
    const owner = (item: ScheduledItem) =>
      item.entity === "artists" ? item.id : item.entity === "releases" ? releases.get(item.id) : null;
    return { schedules: schedulesVisibleTo(pending, caller, owner), time_zone: LABEL.timeZone };
  },
);
