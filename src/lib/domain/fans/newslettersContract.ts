import { z } from "zod";
import { LIMITS } from "../shared/constants";
import { CONTENT_REQUIRED, tooLong } from "../shared/validationTexts";
import { noInput, recordIdRequest, recordIdSchema, uuidPattern, wireDate } from "../shared/fields";
import { isBlankHtml } from "../catalog/pressPost";
import { NEWSLETTER_STATUSES, newsletterSchema } from "./newsletter";
import { MAX_AUDIENCE_LISTS } from "./newsletterRules";
import { NEWSLETTER_ERRORS } from "./newsletterTexts";

/** A newsletter as the screens get it. */
export const newsletterWireSchema = newsletterSchema.extend({
  send_at: wireDate.nullable(),
  sent_at: wireDate.nullable(),
  created_at: wireDate,
  updated_at: wireDate,
});
export type NewsletterView = z.output<typeof newsletterWireSchema>;

/** Its mails as the Trigger Email extension left them (docs/fans.md#newsletters). */
export const newsletterCountsSchema = z.object({
  /** Mails queued: one per recipient. */
  queued: z.int().min(0),
  /** `delivery.state` SUCCESS. */
  delivered: z.int().min(0),
  /** `delivery.state` ERROR: refused for good; the address is left out of later sends. */
  bounced: z.int().min(0),
  /** Recipients who left the list they got it through after it was queued. */
  unsubscribed: z.int().min(0),
});
export type NewsletterCounts = z.output<typeof newsletterCountsSchema>;

/** What the caller may do with newsletters: compose (press draft or edit) and send (press publish). */
export const newsletterAbilitiesSchema = z.object({ compose: z.boolean(), send: z.boolean() });

/** The compose form. */
export const newsletterInputSchema = z.object({
  subject: z
    .string({ error: NEWSLETTER_ERRORS.subjectRequired })
    .trim()
    .min(1, NEWSLETTER_ERRORS.subjectRequired)
    .max(LIMITS.press.title, tooLong(LIMITS.press.title)),
  body_html: z
    .string({ error: CONTENT_REQUIRED })
    .max(LIMITS.press.content, { error: tooLong(LIMITS.press.content), abort: true })
    .refine((html) => !isBlankHtml(html), CONTENT_REQUIRED),
  audience: z
    .object({
      label: z.boolean(),
      artist_ids: z
        .array(z.string().max(64).regex(uuidPattern, NEWSLETTER_ERRORS.noAudience))
        .max(MAX_AUDIENCE_LISTS, NEWSLETTER_ERRORS.tooManyLists(MAX_AUDIENCE_LISTS)),
    })
    .refine((a) => a.label || a.artist_ids.length > 0, NEWSLETTER_ERRORS.noAudience)
    .refine(
      (a) => new Set(a.artist_ids).size + (a.label ? 1 : 0) <= MAX_AUDIENCE_LISTS,
      NEWSLETTER_ERRORS.tooManyLists(MAX_AUDIENCE_LISTS),
    ),
});
export type NewsletterInput = z.output<typeof newsletterInputSchema>;
export type NewsletterFormValues = z.input<typeof newsletterInputSchema>;

/** Newsletters to the fan list (docs/fans.md#newsletters). */
export const newslettersCallables = {
  /** Every newsletter, newest first (press view). */
  listNewsletters: {
    request: noInput,
    response: z.object({
      newsletters: z.array(
        z.object({
          id: z.string(),
          subject: z.string(),
          status: z.enum(NEWSLETTER_STATUSES),
          send_at: wireDate.nullable(),
          sent_at: wireDate.nullable(),
          updated_at: wireDate,
        }),
      ),
      abilities: newsletterAbilitiesSchema,
    }),
  },
  /** One newsletter with the counts of its mails (press view). */
  getNewsletter: {
    request: recordIdRequest,
    response: z.object({ newsletter: newsletterWireSchema, counts: newsletterCountsSchema, abilities: newsletterAbilitiesSchema }),
  },
  /** Creates (press draft) or saves (press edit) a newsletter not sent yet. */
  saveNewsletter: {
    request: z.object({ id: recordIdSchema.nullable().default(null), newsletter: newsletterInputSchema }),
    response: newsletterWireSchema,
  },
  /** Sends the newsletter, as saved, to the caller's own address only (press draft or edit). */
  sendNewsletterTest: {
    request: recordIdRequest,
    response: z.object({ to: z.string() }),
  },
  /** Sends now (`send_at` null) or at a time to come (press publish). */
  sendNewsletter: {
    request: z.object({ id: recordIdSchema, send_at: wireDate.nullable().default(null) }),
    response: newsletterWireSchema,
  },
  /** A scheduled newsletter back to draft (press publish). */
  cancelNewsletter: {
    request: recordIdRequest,
    response: newsletterWireSchema,
  },
  /** A sent newsletter as a published press post, once (press draft and publish). */
  publishNewsletterAsPost: {
    request: recordIdRequest,
    response: z.object({ press_post_id: z.string(), slug: z.string() }),
  },
} as const;
