import { useState } from "react";
import { SCHEDULE_TEXTS, type ContentEntity } from "../../../lib/domain/publishing";
import type { PublishSchedules } from "../../hooks/usePublishSchedules";
import { Button } from "../Button";
import { EMPTY_SCHEDULE, ScheduleFields, type ScheduleDraft } from "./ScheduleFields";
import { useScheduleActions } from "./useScheduleActions";

interface Props {
  entity: ContentEntity;
  id: string;
  schedules: PublishSchedules;
}

/** SCHEDULE under a saved item's form (callers who may publish it): its pending schedule with CANCEL SCHEDULE, or a new one. */
export function SchedulePanel({ entity, id, schedules }: Props) {
  const [draft, setDraft] = useState<ScheduleDraft>(EMPTY_SCHEDULE);
  const { busy, schedule, cancel } = useScheduleActions(schedules);
  const pending = schedules.of(entity, id);
  const headingId = `schedule-${id}`;

  return (
    <section aria-labelledby={headingId} className="mt-8 border-t border-white/15 pt-6">
      <h3 id={headingId} className="text-sm font-bold tracking-widest">
        {SCHEDULE_TEXTS.heading}
      </h3>
      {pending ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
          <p>
            {schedules.badge(entity, id)}
            {pending.name && <span className="text-muted"> · {pending.name}</span>}
          </p>
          <Button type="button" disabled={busy} onClick={() => void cancel(pending.id)}>
            {SCHEDULE_TEXTS.cancel}
          </Button>
        </div>
      ) : (
        <div>
          <ScheduleFields idPrefix={headingId} value={draft} timeZone={schedules.timeZone} onChange={setDraft} />
          <Button
            type="button"
            className="mt-4"
            disabled={busy}
            onClick={() => void schedule({ ...draft, items: [{ entity, id }] }).then((done) => done && setDraft(EMPTY_SCHEDULE))}
          >
            {busy ? SCHEDULE_TEXTS.scheduling : SCHEDULE_TEXTS.schedule}
          </Button>
        </div>
      )}
    </section>
  );
}
