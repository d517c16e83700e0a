/**
 * Pure rules of scheduled publishing: the moment a schedule entered on the
 * label's clock stands for, how it reads in lists, which items are due, and
 * which grants carrying it out needs (docs/scheduled-publishing.md).
 */
import type { Requirement, ScopedState } from "../access/contentAccess";
import { writeRequirements } from "../access/contentAccess";
import type { ContentEntity } from "./contentChange";
import type { PublishSchedule, ScheduleAction } from "./publishScheduleRecord";
import { scheduledFor, unpublishScheduledFor } from "./scheduleTexts";
import { isIsoDate } from "../shared/dates";
import { zonedTimeToDate } from "../shared/timeZone";

const TIME = /^(\d{2}):(\d{2})$/;

/** "2027-03-05" + "09:30" on the clock of `timeZone` → the instant; null when either is malformed (31 February included). */
export function scheduleMoment(date: string, time: string, timeZone: string): Date | null {
  const t = TIME.exec(time);
  if (!isIsoDate(date) || !t) return null;
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = [Number(t[1]), Number(t[2])];
  if (hour > 23 || minute > 59) return null;
  return zonedTimeToDate({ year, month, day, hour, minute }, timeZone);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "March 5, 2027 at 9:30 AM (Europe/Berlin)": the moment on the label's clock, naming the clock. */
export function formatScheduleMoment(at: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter)
    formatters.set(timeZone, (formatter = new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "long", timeStyle: "short" })));
  return `${formatter.format(at)} (${timeZone})`;
}

/** The list badge of an item in a schedule. */
export function scheduleBadge(schedule: Pick<PublishSchedule, "action" | "at">, timeZone: string): string {
  const when = formatScheduleMoment(schedule.at, timeZone);
  return schedule.action === "publish" ? scheduledFor(when) : unpublishScheduledFor(when);
}

/** Schedules whose moment has come by `now`, oldest first. */
export function dueSchedules<S extends Pick<PublishSchedule, "at">>(schedules: readonly S[], now: Date): S[] {
  return schedules.filter((s) => s.at.getTime() <= now.getTime()).sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The schedule of one item, if it is in one. */
export function scheduleOf<S extends Pick<PublishSchedule, "items">>(
  schedules: readonly S[],
  entity: ContentEntity,
  id: string,
): S | undefined {
  return schedules.find((s) => s.items.some((item) => item.entity === entity && item.id === id));
}

/**
 * The grants that scheduling an item, and carrying the schedule out, need:
 * publish for the item's artist, and (publishing a release) for every artist
 * it credits, exactly as the PUBLISH button (`writeRequirements`).
 */
export function scheduleRequirements(state: ScopedState, action: ScheduleAction): Requirement[] {
  const publish: Requirement = { action: "publish", artistId: state.artistId };
  const toggle = writeRequirements({ ...state, isPublished: action !== "publish" }, { ...state, isPublished: action === "publish" }).filter(
    (need) => need.action === "publish",
  );
  return [publish, ...toggle.filter((need) => need.artistId !== state.artistId)];
}

/** A schedule as its audit entries show it: what, when (ISO), which items ("releases/<id>"). */
export function scheduleSummary(schedule: Pick<PublishSchedule, "name" | "action" | "at" | "items">) {
  return {
    name: schedule.name,
    action: schedule.action,
    at: schedule.at.toISOString(),
    items: schedule.items.map((i) => `${i.entity}/${i.id}`),
  };
}
