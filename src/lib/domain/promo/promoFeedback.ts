/**
 * A recipient's feedback on a campaign (docs/promo.md): a rating and a
 * comment, one per recipient, which they may change while the link works.
 */
import { z } from "zod";
import { idSchema, trimmedRequired } from "../shared/fields";
import { PROMO_PAGE_ERRORS } from "./promoPageTexts";

export const FEEDBACK_COMMENT_MAX = 2_000;

/** `promo_feedback/{recipientId}`. */
export const promoFeedbackSchema = z.object({
  recipient_id: idSchema,
  campaign_id: idSchema,
  /** The contact it is tied to: erasing the contact erases it. */
  contact_id: idSchema,
  /** 1–5. */
  rating: z.int().min(1).max(5),
  comment: z.string(),
  created_at: z.date(),
  updated_at: z.date(),
});
export type PromoFeedback = z.output<typeof promoFeedbackSchema>;

/** The page's form, as posted (form fields are strings). */
export const promoFeedbackInputSchema = z.object({
  rating: z.coerce
    .number({ error: PROMO_PAGE_ERRORS.ratingRequired })
    .int(PROMO_PAGE_ERRORS.ratingRequired)
    .min(1, PROMO_PAGE_ERRORS.ratingRequired)
    .max(5, PROMO_PAGE_ERRORS.ratingRequired),
  comment: trimmedRequired(FEEDBACK_COMMENT_MAX, PROMO_PAGE_ERRORS.commentRequired, "multi-line"),
});
export type PromoFeedbackInput = z.output<typeof promoFeedbackInputSchema>;
