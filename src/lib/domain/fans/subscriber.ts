/**
 * The label's fan list (docs/fans.md): one document per address and list,
 * with the consent the fan gave. Lists are the label's news ("label") and
 * each artist's followers (the artist's id).
 */
import { z } from "zod";
import { idSchema } from "../shared/fields";

/** Where an address came from: the footer form, an artist page's FOLLOW form, the pre-save form's box, a CSV import, staff by hand. */
export const FAN_LIST_SOURCES = ["footer", "artist_page", "pre_save", "store_checkout", "import", "manual"] as const;
export type FanListSource = (typeof FAN_LIST_SOURCES)[number];

/** The label's own list; every other list is an artist's id. */
export const LABEL_LIST = "label";

/** pending: waiting for the confirmation link (deleted after UNCONFIRMED_DAYS); confirmed: mailed; unsubscribed: kept as the record of consent withdrawn. */
export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** What was agreed to, as shown, and where and when: never the IP address. */
export const fanConsentSchema = z.object({
  /** Key of FAN_LIST_CONSENTS (forms), or the import's or staff's own source. */
  version: z.string().min(1),
  /** The words as the fan saw them, or the consent note staff gave for an import or a manual add. */
  text: z.string().min(1),
  form: z.enum(FAN_LIST_SOURCES),
  agreed_at: z.date(),
});
export type FanConsent = z.output<typeof fanConsentSchema>;

export const subscriberSchema = z.object({
  /** Derived from the list and the address's keyed hash: one per address and list. */
  id: idSchema,
  /** As typed, trimmed. */
  email: z.string().min(1),
  /** Keyed hash of the normalized address (the suppression list's key). */
  address_key: z.string().min(1),
  /** LABEL_LIST or an artist's id. */
  list: z.string().min(1),
  source: z.enum(FAN_LIST_SOURCES),
  status: z.enum(SUBSCRIBER_STATUSES),
  consent: fanConsentSchema,
  created_at: z.date(),
  confirmed_at: z.date().nullable().default(null),
  unsubscribed_at: z.date().nullable().default(null),
  /** Set while pending: the fan-list-expiry job deletes the record and its confirmation mail once it has passed. */
  confirm_by: z.date().nullable().default(null),
});
export type Subscriber = z.output<typeof subscriberSchema>;
