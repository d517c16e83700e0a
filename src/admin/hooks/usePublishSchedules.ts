import { scheduleBadge, scheduleOf, SCHEDULE_TEXTS, type ContentEntity } from "../../lib/domain/publishing";
import type { ScheduleRow } from "../../lib/domain/publishing";
import { useCallableQuery } from "./useCallableQuery";

export interface PublishSchedules {
  /** The pending schedule an item is in, if any. */
  of: (entity: ContentEntity, id: string) => ScheduleRow | undefined;
  /** "Scheduled for March 5, 2027 at 9:30 AM (UTC)" for an item in a schedule, else null. */
  badge: (entity: ContentEntity, id: string) => string | null;
  /** The label's time zone the dates and times are read in. */
  timeZone: string;
  reload: () => Promise<void>;
}

/** The pending schedules of a content screen: loaded once, shared by its list and its form, reloaded after a change. */
export function usePublishSchedules(): PublishSchedules {
  const { data, reload } = useCallableQuery("listPublishSchedules", {}, SCHEDULE_TEXTS.loadFailed);
  const schedules = data?.schedules ?? [];
  const timeZone = data?.time_zone ?? "UTC";
  const of = (entity: ContentEntity, id: string) => scheduleOf(schedules, entity, id);
  return {
    of,
    badge: (entity, id) => {
      const schedule = of(entity, id);
      return schedule ? scheduleBadge(schedule, timeZone) : null;
    },
    timeZone,
    reload,
  };
}
