/** Pre-saves: the public request and the stored record (docs/product.md#pre-save-recording). */
import { z } from "zod";
import { LIMITS } from "../shared/constants";
import { isPreSaveEmailNotice } from "../shared/publicTexts";
import { PRE_SAVE_TOASTS } from "../shared/toastTexts";
import { INVALID_EMAIL, tooLong } from "../shared/validationTexts";
import { EMAIL_PATTERN } from "../shared/emailPattern";
import { idSchema, recordIdSchema } from "../shared/fields";
import { preSaveReminderSchema } from "./reminder";

const max = LIMITS.preSaveEmail;

/** Optional reminder email: empty or missing → null; otherwise valid and at most 255. */
const emailFormat = z.email({ pattern: EMAIL_PATTERN });
const optionalEmail = z
  .string()
  .max(max * 4, { error: tooLong(max), abort: true })
  .trim()
  .refine((email) => email === "" || emailFormat.safeParse(email).success, { error: INVALID_EMAIL, abort: true })
  .max(max, tooLong(max))
  .nullish()
  .transform((email) => email || null);

export const preSaveRequestSchema = z
  .object({
    /** The release being pre-saved; must be published with pre-save enabled (checked by the server). */
    release_id: recordIdSchema,
    email: optionalEmail,
    /**
     * Version of the notice the form showed next to the email field
     * (PRE_SAVE_EMAIL_NOTICES). Required with an email: an email is only
     * kept together with what the fan was told it is for.
     */
    email_notice: z
      .string()
      .max(100)
      .nullish()
      .transform((version) => version || null),
    /**
     * The unticked "Also send me label news" box: when ticked, the version
     * of the wording beside it (FAN_LIST_CONSENTS); with an email it signs
     * the address up for label news, pending its confirmation (docs/fans.md).
     */
    label_news: z
      .string()
      .max(100)
      .nullish()
      .transform((version) => version || null),
  })
  .refine(({ email, email_notice }) => email === null || isPreSaveEmailNotice(email_notice), {
    error: PRE_SAVE_TOASTS.failed,
    path: ["email_notice"],
  });

export type PreSaveRequestFormValues = z.input<typeof preSaveRequestSchema>;
export type PreSaveRequest = z.output<typeof preSaveRequestSchema>;

/** A recorded pre-save. */
export const preSaveSchema = z.object({
  /** Derived from the release and email, so one email pre-saves a release once. */
  id: idSchema,
  release_id: idSchema,
  /** Where to send the release-day reminder; null when none was given. */
  email: z.string().nullable().default(null),
  /**
   * What the form said the email is for, as the fan saw it, and when they
   * sent it. Null or absent without an email (and on pre-saves stored before
   * the form showed a notice).
   */
  email_notice: z
    .object({
      /** Key of PRE_SAVE_EMAIL_NOTICES. */
      version: z.string(),
      /** The wording itself, kept even if the notices change later. */
      text: z.string(),
      agreed_at: z.date(),
    })
    .nullish(),
  created_at: z.date(),
  /** The release-day reminder's own record (docs/reminders.md); absent until there is something to keep. */
  reminder: preSaveReminderSchema.optional(),
});

export type PreSave = z.output<typeof preSaveSchema>;
