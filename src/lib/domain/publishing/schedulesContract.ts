import { z } from "zod";
import { idSchema, noInput, optionalText, recordIdRequest, wireDate } from "../shared/fields";
import { publishScheduleSchema, scheduledItemSchema, SCHEDULE_ACTIONS, SCHEDULE_MAX_ITEMS } from "./publishScheduleRecord";
import { SCHEDULE_TEXTS } from "./scheduleTexts";
import { tooManyScheduledItems } from "../shared/validationTexts";

export const BATCH_NAME_MAX = 100;
/** Longer than any date (YYYY-MM-DD) or time (HH:MM) a form sends, spaces included: anything longer is no date. */
const DATE_INPUT_MAX = 32;
/** The date or the time of a SCHEDULE form: both are needed, so either missing reports the one message. */
const clockField = z
  .string({ error: SCHEDULE_TEXTS.dateRequired })
  .max(DATE_INPUT_MAX, SCHEDULE_TEXTS.dateRequired)
  .trim()
  .min(1, SCHEDULE_TEXTS.dateRequired);

/** A pending schedule as the admin lists show it. */
export const scheduleRowSchema = publishScheduleSchema.extend({ at: wireDate, created_at: wireDate });
export type ScheduleRow = z.output<typeof scheduleRowSchema>;

/** What the SCHEDULE forms send: a date and time on the label's clock (read there by the server). */
export const scheduleRequestSchema = z.object({
  /** A batch's name; empty or missing for one item. */
  name: optionalText(BATCH_NAME_MAX),
  action: z.enum(SCHEDULE_ACTIONS),
  /** YYYY-MM-DD on the label's clock. */
  date: clockField,
  /** HH:MM on the label's clock. */
  time: clockField,
  items: z
    .array(scheduledItemSchema, { error: SCHEDULE_TEXTS.noItems })
    .min(1, SCHEDULE_TEXTS.noItems)
    .max(SCHEDULE_MAX_ITEMS, tooManyScheduledItems(SCHEDULE_MAX_ITEMS)),
});
export type ScheduleRequest = z.input<typeof scheduleRequestSchema>;

/** Scheduled publishing (docs/scheduled-publishing.md). */
export const scheduleCallables = {
  /** Pending schedules, soonest first, for the "Scheduled for" badges of the lists (view on any content). */
  listPublishSchedules: {
    request: noInput,
    response: z.object({ schedules: z.array(scheduleRowSchema), time_zone: z.string() }),
  },
  /** Schedules one item or a named batch (publish on every item). */
  schedulePublish: {
    request: scheduleRequestSchema,
    response: z.object({ schedule: scheduleRowSchema }),
  },
  /** Cancels a pending schedule (publish on every item). */
  cancelPublishSchedule: {
    request: recordIdRequest,
    response: z.object({ id: idSchema }),
  },
} as const;
