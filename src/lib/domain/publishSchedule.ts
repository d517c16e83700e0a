/**
 * Pure rules of scheduled publishing: the moment a schedule entered on the
 * label's clock stands for, how it reads in lists, which items are due, and
 * which grants carrying it out needs (docs/scheduled-publishing.md).
 */
import type { Requirement, ScopedState } from "./contentAccess";
import { writeRequirements } from "./contentAccess";
import type { ContentEntity } from "./schemas/contentChange";
import type { PublishSchedule, ScheduleAction } from "./schemas/publishSchedule";
import { scheduledFor, unpublishScheduledFor } from "./scheduleMessages";
import { zonedTimeToDate } from "./timeZone";

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** "2027-03-05" + "09:30" on the clock of `timeZone` → the instant; null when either is malformed. */
export function scheduleMoment(date: string, time: string, timeZone: string): Date | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const moment = zonedTimeToDate({ year, month, day, hour, minute }, timeZone);
  // 31 February and the like roll over into the next month: refuse them.
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day ? moment : null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "March 5, 2027 at 9:30 AM (Europe/Berlin)": the moment on the label's clock, naming the clock. */
export function formatScheduleMoment(at: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) formatters.set(timeZone, (formatter = new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "long", timeStyle: "short" })));
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
export function scheduleOf<S extends Pick<PublishSchedule, "items">>(schedules: readonly S[], entity: ContentEntity, id: string): S | undefined {
  return schedules.find((s) => s.items.some((item) => item.entity === entity && item.id === id));
}

/**
 * The grants that scheduling an item, and carrying the schedule out, need:
 * publish for the item's artist, and (publishing a release) for every artist
 * it credits, exactly as the PUBLISH button (`writeRequirements`).
 */
export function scheduleRequirements(state: ScopedState, action: ScheduleAction): Requirement[] {
  const publish: Requirement = { action: "publish", artistId: state.artistId };
  const toggle = writeRequirements({ ...state, isPublished: action !== "publish" }, { ...state, isPublished: action === "publish" }).filter((need) => need.action === "publish");
  return [publish, ...toggle.filter((need) => need.artistId !== state.artistId)];
}

/** A schedule as its audit entries show it: what, when (ISO), which items ("releases/<id>"). */
export function scheduleSummary(schedule: Pick<PublishSchedule, "name" | "action" | "at" | "items">) {
  return { name: schedule.name, action: schedule.action, at: schedule.at.toISOString(), items: schedule.items.map((i) => `${i.entity}/${i.id}`) };
}
