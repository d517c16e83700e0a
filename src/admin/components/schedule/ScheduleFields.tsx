import { SCHEDULE_TEXTS, type ScheduleAction } from "../../../lib/domain/publishing";
import { Field, Select, TextInput } from "../form/controls";

export interface ScheduleDraft {
  date: string;
  time: string;
  action: ScheduleAction;
}

export const EMPTY_SCHEDULE: ScheduleDraft = { date: "", time: "", action: "publish" };

/** DATE, TIME (on the label's clock) and ACTION of a schedule. */
export function ScheduleFields({
  idPrefix,
  value,
  timeZone,
  onChange,
}: {
  idPrefix: string;
  value: ScheduleDraft;
  timeZone: string;
  onChange: (next: ScheduleDraft) => void;
}) {
  return (
    <div className="grid gap-x-4 sm:grid-cols-3">
      <Field label={SCHEDULE_TEXTS.date} htmlFor={`${idPrefix}-date`} hint={timeZone}>
        <TextInput id={`${idPrefix}-date`} type="date" value={value.date} onChange={(e) => onChange({ ...value, date: e.target.value })} />
      </Field>
      <Field label={SCHEDULE_TEXTS.time} htmlFor={`${idPrefix}-time`}>
        <TextInput id={`${idPrefix}-time`} type="time" value={value.time} onChange={(e) => onChange({ ...value, time: e.target.value })} />
      </Field>
      <Field label={SCHEDULE_TEXTS.action} htmlFor={`${idPrefix}-action`}>
        <Select
          id={`${idPrefix}-action`}
          value={value.action}
          onChange={(e) => onChange({ ...value, action: e.target.value as ScheduleAction })}
        >
          <option value="publish">{SCHEDULE_TEXTS.publish}</option>
          <option value="unpublish">{SCHEDULE_TEXTS.unpublish}</option>
        </Select>
      </Field>
    </div>
  );
}
