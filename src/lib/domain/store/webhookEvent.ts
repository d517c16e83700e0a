/**
 * A Stripe webhook event the store has acted on (`store_webhook_events/{event id}`):
 * created in the same transaction as its effect, so a replayed or duplicate
 * delivery finds it and changes nothing (Stripe delivers at least once).
 */
import { z } from "zod";
import { idSchema } from "../shared/fields";

export const STORE_WEBHOOK_EVENT_TYPES = ["checkout.session.completed", "checkout.session.expired", "charge.refunded"] as const;

export const webhookEventSchema = z.object({
  id: idSchema,
  type: z.string(),
  received_at: z.date(),
  /** The order or hold it was about. */
  subject_id: z.string().nullable().default(null),
});
export type WebhookEvent = z.output<typeof webhookEventSchema>;
