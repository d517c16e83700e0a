/**
 * Outgoing email, queued as documents in the format of Firebase's Trigger
 * Email extension (`to`, optional `headers`, `message.subject/text/html`):
 * with the extension installed the mail is sent; locally the document is the
 * record of it. The extension writes `delivery` as it sends.
 */
import { z } from "zod";
import { idSchema } from "./fields";

/**
 * Kinds of fan mail (the `kind` of mail documents); staff invitations have
 * none. A release-day email to an address that pre-saved and also follows
 * one of the release's artists is one `release_reminder` (docs/fans.md#release-day-announcements).
 * `preorder_ready`: a pre-order buyer's release-day email when the address
 * gets no reminder or announcement that day (docs/store.md#pre-orders).
 */
export const FAN_MAIL_KINDS = [
  "release_reminder",
  "reminder_confirmation",
  "list_confirmation",
  "newsletter",
  "newsletter_test",
  "release_announcement",
  "promo_invitation",
  "promo_reminder",
  "preorder_ready",
] as const;
export type FanMailKind = (typeof FAN_MAIL_KINDS)[number];

/** The extension's delivery states (`delivery.state`): PENDING → PROCESSING → SUCCESS or ERROR; RETRY asks for another try. */
export const MAIL_DELIVERY_STATES = ["PENDING", "PROCESSING", "RETRY", "SUCCESS", "ERROR"] as const;

export const mailSchema = z.object({
  /** Document id: random, or derived from release and address for fan mail (one per release and address). */
  id: idSchema,
  /** Recipient address. */
  to: z.string().min(1),
  /** Extra header fields the extension adds to the message (List-Unsubscribe, List-Unsubscribe-Post). */
  headers: z.record(z.string(), z.string()).optional(),
  message: z.object({
    subject: z.string().min(1),
    text: z.string().min(1),
    html: z.string().optional(),
  }),
  /** When it was queued (not read by the extension, which adds its own `delivery`). */
  created_at: z.date(),
  /** Fan mail only (ignored by the extension): what it is, for which release and address (keyed hash), for counts, export and erasure. */
  kind: z.enum(FAN_MAIL_KINDS).optional(),
  release_id: idSchema.optional(),
  address_key: z.string().optional(),
  /** The fan list's record the mail is about (its confirmation), for erasure. */
  subscriber_id: z.string().optional(),
  /** The newsletter it is one recipient's copy of (docs/fans.md#newsletters): its counts. */
  newsletter_id: idSchema.optional(),
  /** A promo invitation's campaign and contact (docs/promo.md): erasing the contact erases it. */
  promo_campaign_id: idSchema.optional(),
  promo_contact_id: idSchema.optional(),
  /**
   * Fan mail to a list or a pre-save only: when the bounce scan looks at its
   * `delivery` next (docs/fans.md#bounces). Set when queued, moved on while
   * the extension is not done, null once the scan is done with it: a
   * top-level time, so the scan finds the mails to look at with one range
   * query (the Node emulator filters on no nested field).
   */
  bounce_check_at: z.date().nullable().optional(),
  /** Written by the extension, never by this code: `state` is one of MAIL_DELIVERY_STATES. */
  delivery: z.looseObject({ state: z.string().optional() }).optional(),
});

export type Mail = z.output<typeof mailSchema>;
