import { LABEL } from "../../config/label";
import { resolvePublishedAt, type PressPost } from "../domain/catalog";
import type { PublishSchedule } from "../domain/publishing";
import type { Repositories } from "../data";
import type { ContentModels, ContentWriter } from "../data/catalog/contentWriter";
import { loadCallerAccess } from "../server/access";
import { CANCEL_REASONS, mayCarryOut, scheduledItemScope, scheduleLabel } from "../server/publishing/publishScheduling";
import { systemWriterOf, type JobContext, type JobDefinition } from "./job";

/**
 * Scheduled publishing (docs/scheduled-publishing.md): every minute, each
 * schedule whose moment has come is carried out as of `now`. The grant of
 * who scheduled it is checked again first; a revoked grant (or an item gone)
 * cancels the schedule with an audit entry. Otherwise every item of the
 * schedule changes, and the schedule is deleted, in one content-writer
 * transaction: the change feed (site rebuild), audit entries and versions
 * land with it, and a batch goes live all at once or not at all. Idempotent:
 * the transaction re-reads the schedule, so a repeated run finds it gone.
 */
export async function carryOutSchedule(
  repos: Repositories,
  writer: ContentWriter,
  schedule: PublishSchedule,
  now: Date,
): Promise<"done" | "gone" | keyof typeof CANCEL_REASONS> {
  const scopes = await Promise.all(schedule.items.map((item) => scheduledItemScope(repos, item)));
  const access = await loadCallerAccess(repos, schedule.scheduled_by);
  const present = scopes.filter((scope) => scope !== null);
  const problem = present.length < scopes.length ? "missing" : mayCarryOut(access, present, schedule.action) ? null : "revoked";
  if (problem) {
    const audit = repos.auditLog.recorder({
      actor: writer.actor,
      action: "cancel_schedule",
      entity: "schedules",
      entityId: schedule.id,
      label: scheduleLabel(schedule, present),
      asOf: now,
    });
    return (await repos.publishSchedules.cancel(schedule.id, CANCEL_REASONS[problem], audit)) ? problem : "gone";
  }

  const isPublished = schedule.action === "publish";
  const scheduleRef = repos.publishSchedules.collection.doc(schedule.id);
  // The items name who scheduled them. Stamped with the real time, as of `now`: a run with `--now` must not sort
  // above the writes that really came after it.
  const done = await writer.onBehalfOf(schedule.scheduled_by, now).run(async (unit) => {
    // Every read before any write (Firestore's rule): the schedule, then each item.
    if (!(await unit.exists(scheduleRef))) return false;
    const items = await Promise.all(schedule.items.map(async ({ entity, id }) => ({ entity, doc: await unit.get(entity, id) })));
    if (items.some(({ doc }) => !doc)) throw new Error(`an item of schedule ${schedule.id} vanished while it ran`);
    for (const { entity, doc } of items) {
      if (!doc || doc.is_published === isPublished) continue;
      const after = { ...doc, is_published: isPublished } as ContentModels[typeof entity];
      if ("updated_at" in after) after.updated_at = now;
      if (entity === "press_posts") (after as PressPost).published_at = resolvePublishedAt(isPublished, now);
      unit.replace(entity, doc as never, after as never);
    }
    unit.deleteDependent(scheduleRef);
    return true;
  });
  return done ? "done" : "gone";
}

export async function runScheduledPublish(context: JobContext): Promise<string> {
  const { repos, now, log } = context;
  // The system's, handed by the job's operation: a cancelled schedule's entry names it.
  const writer = systemWriterOf(context, "scheduled-publish");
  const due = await repos.publishSchedules.due(now);
  const counts = { done: 0, cancelled: 0 };
  const failed: string[] = [];
  for (const schedule of due) {
    const what = schedule.name ? `batch "${schedule.name}"` : `schedule ${schedule.id}`;
    // One schedule that fails (nothing of it lands) must not hold back the others; the run still fails at the end.
    const outcome = await carryOutSchedule(repos, writer, schedule, now).catch((error: unknown) => {
      log(`${what} failed, nothing of it changed: ${error instanceof Error ? error.message : String(error)}`);
      failed.push(what);
      return null;
    });
    if (outcome === null) continue;
    if (outcome === "done") counts.done += 1;
    else if (outcome !== "gone") counts.cancelled += 1;
    log(
      outcome === "done"
        ? `${schedule.action}ed ${what} (${schedule.items.length} items)`
        : outcome === "gone"
          ? `${what} was already carried out or cancelled`
          : `cancelled ${what}: ${CANCEL_REASONS[outcome]}`,
    );
  }
  if (failed.length > 0)
    throw new Error(`${failed.join(", ")} failed (retried on the next run); carried out ${counts.done}, cancelled ${counts.cancelled}`);
  if (due.length === 0) return "nothing due";
  return `carried out ${counts.done} of ${due.length} due schedules; cancelled ${counts.cancelled}`;
}

export const scheduledPublishJob: JobDefinition = {
  name: "scheduled-publish",
  description: "Publishes or withdraws the items (and named batches) whose scheduled time has come.",
  schedule: "* * * * *",
  timeZone: LABEL.timeZone,
  leaseMs: 5 * 60 * 1000,
  run: runScheduledPublish,
};
