/**
 * What recipients do on their promo page (docs/promo.md): one record per
 * open, play, download and feedback, for the campaign's statistics.
 */
import { z } from "zod";
import { idSchema } from "../shared/fields";

export const PROMO_EVENT_KINDS = ["open", "play", "download", "feedback"] as const;
export type PromoEventKind = (typeof PROMO_EVENT_KINDS)[number];

/** `promo_events/{id}`. */
export const promoEventSchema = z.object({
  id: idSchema,
  campaign_id: idSchema,
  recipient_id: idSchema,
  /** The contact it is tied to: erasing the contact erases it. */
  contact_id: idSchema,
  kind: z.enum(PROMO_EVENT_KINDS),
  at: z.date(),
  /** Keyed hash of the client (network and browser), never the address itself: counts distinct clients of a link. */
  client_key: z.string().nullable().default(null),
  /** Kind-specific facts: a play's track id and how far it got, a download's track and format, a feedback's rating. */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}),
});
export type PromoEvent = z.output<typeof promoEventSchema>;
