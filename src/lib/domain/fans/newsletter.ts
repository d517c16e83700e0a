/**
 * Newsletters (docs/fans.md#newsletters): composed in the admin, sent to the
 * confirmed addresses of the lists chosen as audience, one mail per address.
 */
import { z } from "zod";
import { idSchema } from "../shared/fields";

/** draft: being written; scheduled: waits for `send_at`; sending: the send job is queueing its mails; sent: every mail queued. */
export const NEWSLETTER_STATUSES = ["draft", "scheduled", "sending", "sent"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** Who gets it: the label's news list, and the followers of each artist named. At least one. */
export const newsletterAudienceSchema = z.object({
  label: z.boolean(),
  artist_ids: z.array(idSchema),
});
export type NewsletterAudience = z.output<typeof newsletterAudienceSchema>;

export const newsletterSchema = z.object({
  id: idSchema,
  subject: z.string().min(1),
  /** Sanitized rich text from the press editor; relative links and images are made absolute in the email. */
  body_html: z.string(),
  audience: newsletterAudienceSchema,
  status: z.enum(NEWSLETTER_STATUSES),
  /** When it goes (scheduled), or went (send now): the send job starts it once this has passed. */
  send_at: z.date().nullable().default(null),
  /**
   * The send job's progress: the highest address key whose mail is queued.
   * Recipients are read in address-key order after it, so a run that died
   * halfway is picked up where it stopped (the mail ids settle the batch in flight).
   */
  cursor: z.string().nullable().default(null),
  /** Who asked to send it (their press publish grant was checked then). */
  sent_by: z.string().nullable().default(null),
  /** When the last mail was queued. */
  sent_at: z.date().nullable().default(null),
  /** The press post it was published as (one click, once). */
  press_post_id: z.string().nullable().default(null),
  created_by: z.string(),
  created_at: z.date(),
  updated_at: z.date(),
});
export type Newsletter = z.output<typeof newsletterSchema>;

/** An address whose newsletter or release-day email the mail extension could not deliver (`delivery.state` ERROR): by keyed hash only. */
export const bounceSchema = z.object({
  address_key: z.string().min(1),
  /** The newsletter whose mail bounced, when a newsletter's did. */
  newsletter_id: idSchema.optional(),
  /** The release whose release-day email bounced, when one did. */
  release_id: idSchema.optional(),
  /** When the bounce scan found it. */
  found_at: z.date(),
});
export type Bounce = z.output<typeof bounceSchema>;
