/**
 * Scheduled publishing (docs/scheduled-publishing.md): one or more content
 * items published or withdrawn together at a moment on the label's clock.
 * A schedule of several items is a named batch: at its time all of them
 * change in one transaction, or none does.
 */
import { z } from "zod";
import { idSchema, recordIdSchema } from "../shared/fields";
import { CONTENT_ENTITIES } from "./contentChange";

export const SCHEDULE_ACTIONS = ["publish", "unpublish"] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/** Items one schedule may hold (a release with its press post and its new artists fits easily). */
export const SCHEDULE_MAX_ITEMS = 20;

/** One item of a schedule. */
export const scheduledItemSchema = z.object({
  entity: z.enum(CONTENT_ENTITIES),
  id: recordIdSchema,
});
export type ScheduledItem = z.output<typeof scheduledItemSchema>;

export const publishScheduleSchema = z.object({
  /** Document id (random). */
  id: idSchema,
  /** The batch's name ("Spring album launch"); null for a single item's schedule. */
  name: z.string().nullable().default(null),
  action: z.enum(SCHEDULE_ACTIONS),
  /** The moment it happens (entered as a date and time on the label's clock). */
  at: z.date(),
  items: z.array(scheduledItemSchema).min(1).max(SCHEDULE_MAX_ITEMS),
  /** uid of who scheduled it: their publish grant is checked again when the time comes. */
  scheduled_by: z.string().min(1),
  created_at: z.date(),
});

export type PublishSchedule = z.output<typeof publishScheduleSchema>;
