import type { ContentEntity } from "../../../lib/domain/publishing";
import type { PublishSchedules } from "../../hooks/usePublishSchedules";

/** The list line of a scheduled item: "Scheduled for {date and time}". */
export function ScheduledNote({ schedules, entity, id }: { schedules: PublishSchedules; entity: ContentEntity; id: string }) {
  const text = schedules.badge(entity, id);
  return text ? <span className="text-xs text-accent">{text}</span> : null;
}
