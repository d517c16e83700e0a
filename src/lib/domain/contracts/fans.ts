import { z } from "zod";
import { LIMITS } from "../constants";
import { INVALID_EMAIL, tooLong } from "../messages";
import { recordIdSchema } from "../schemas/common";

/** What staff see of a release's fans (docs/reminders.md#staff). */
export const reminderStatsSchema = z.object({
  /** Every pre-save of the release, with or without an address. */
  preSaves: z.int().min(0),
  /** Pre-saves that left an address for the reminder. */
  withEmail: z.int().min(0),
  /** Reminders queued in `mail` (one per address). */
  queued: z.int().min(0),
  /** Of those, sent: the Trigger Email extension set `delivery.state` to SUCCESS. */
  sent: z.int().min(0),
  /** Of those, failed: `delivery.state` ERROR. */
  failed: z.int().min(0),
  /** Fans who unsubscribed through the links of this release's emails. */
  unsubscribed: z.int().min(0),
});
export type ReminderStats = z.output<typeof reminderStatsSchema>;

/** Staff's view and handling of fans' data: counts (releases view), export and erasure (user_management edit). */
export const fansCallables = {
  releaseReminderStats: {
    request: z.object({ releaseId: recordIdSchema }),
    response: reminderStatsSchema,
  },
  /** The release's reminder addresses as CSV (email, pre-saved at, reminder state). */
  exportReminderEmails: {
    request: z.object({ releaseId: recordIdSchema }),
    response: z.object({ filename: z.string(), csv: z.string(), rows: z.int().min(0) }),
  },
  /** Erases every record of one address: pre-saves and mail deleted; a suppression stays, as a keyed hash only. */
  eraseFanEmail: {
    request: z.object({
      // An address as a pre-save stored it: at most LIMITS.preSaveEmail characters.
      email: z
        .string({ error: INVALID_EMAIL })
        .trim()
        .max(LIMITS.preSaveEmail, { error: tooLong(LIMITS.preSaveEmail), abort: true })
        .pipe(z.email({ error: INVALID_EMAIL })),
    }),
    response: z.object({ preSaves: z.int().min(0), mail: z.int().min(0), suppressionKept: z.boolean() }),
  },
} as const;
