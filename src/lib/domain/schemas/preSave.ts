/** Pre-saves: the public request and the stored record (spec sections 2 and 7). */
import { z } from "zod";
import { LIMITS } from "../constants";
import { INVALID_EMAIL, tooLong } from "../messages";
import { idSchema, recordIdSchema } from "./common";

const max = LIMITS.preSaveEmail;

/** Optional reminder email: empty or missing → null; otherwise valid and at most 255. */
const emailFormat = z.email();
const optionalEmail = z
  .string()
  .max(max * 4, { error: tooLong(max), abort: true })
  .trim()
  .refine((email) => email === "" || emailFormat.safeParse(email).success, { error: INVALID_EMAIL, abort: true })
  .max(max, tooLong(max))
  .nullish()
  .transform((email) => email || null);

export const preSaveRequestSchema = z.object({
  /** The release being pre-saved; must be published with pre-save enabled (checked by the server). */
  release_id: recordIdSchema,
  email: optionalEmail,
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
  created_at: z.date(),
});

export type PreSave = z.output<typeof preSaveSchema>;
