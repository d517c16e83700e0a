/**
 * Release-day reminders (docs/reminders.md): the suppression list, each
 * release's release-day progress, and what a pre-save adds for its reminder.
 */
import { z } from "zod";
import { idSchema } from "../shared/fields";

/**
 * One address that unsubscribed from the label's emails, kept only as its
 * keyed hash (`address_key`, never the address), so it survives erasure.
 */
export const suppressionSchema = z.object({
  /** Document id: the keyed hash of the normalized address (src/lib/server/campaigns/reminderKeys.ts). */
  address_key: z.string().min(1),
  /** The latest unsubscribe. Reminders of pre-saves made up to then are cancelled. */
  unsubscribed_at: z.date(),
  /** The release whose email carried the link used (the per-release "unsubscribed" count). */
  release_id: idSchema,
  /** Set when the fan confirmed a later pre-save (docs/reminders.md#coming-back): pre-saves from then on mail again. */
  lifted_at: z.date().nullable().default(null),
});

export type Suppression = z.output<typeof suppressionSchema>;

/** What a pre-save carries for its reminder (the `reminder` field of pre_saves). */
export const preSaveReminderSchema = z.object({
  /**
   * When the fan confirmed, from the link of the confirmation email, that
   * this pre-save's reminder should reach an address that had unsubscribed.
   */
  confirmed_at: z.date().nullable().default(null),
});

export type PreSaveReminder = z.output<typeof preSaveReminderSchema>;

/**
 * One release's release day (`release_days/{release_id}`), written by the
 * release-day job as it goes, so a repeated run picks up where one stopped.
 */
export const releaseDaySchema = z.object({
  release_id: idSchema,
  /** The release moment: 00:00 of the release date on the label's clock. */
  moment: z.date(),
  /** When the job recorded the content change that switches the pages to listen. */
  switched_at: z.date().nullable().default(null),
  /** Link generation attempts made while the release had no listen links. */
  link_attempts: z.int().min(0).default(0),
  /** When links were found, or generation gave up (then the email links to the release page). */
  links_settled_at: z.date().nullable().default(null),
  /** When every reminder was queued; null while some may be missing. */
  reminders_done_at: z.date().nullable().default(null),
});

export type ReleaseDay = z.output<typeof releaseDaySchema>;

// The kinds of fan mail sit with the mail schema they type (shared/mail.ts); the campaigns room names them here too.
export { FAN_MAIL_KINDS, type FanMailKind } from "../shared/mail";
