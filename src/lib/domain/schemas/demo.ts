/** Demo submissions: the stored document and the public submission form. */
import { z } from "zod";
import { DEMO_STATUSES, LIMITS } from "../constants";
import {
  ARTIST_NAME_REQUIRED,
  DEMO_SUBMIT_TOASTS,
  EMAIL_REQUIRED,
  INVALID_EMAIL,
  TRACK_TITLE_REQUIRED,
  tooLong,
} from "../messages";
import { EMAIL_PATTERN } from "../emailPattern";
import { idSchema, nullableText, optionalText, trimmedRequired } from "./common";

export {
  acceptDetectedAudioType,
  demoContentType,
  demoObjectName,
  fileExtension,
  formatFileSizeMb,
  validateDemoFile,
  type DemoAudioExtension,
  type DemoFileInfo,
} from "./demoFile";

const L = LIMITS.demo;

/** pending → reviewed / accepted / rejected; admins may set any status from any other. */
export const demoStatusSchema = z.enum(DEMO_STATUSES);

/** A demo as stored and read back. */
export const demoSchema = z.object({
  /** Document id. */
  id: idSchema,
  artist_name: z.string(),
  email: z.string(),
  track_title: z.string(),
  genre: nullableText(),
  message: nullableText(),
  /**
   * Object name in the private demos bucket. Not a public URL: staff get a
   * short-lived link when they play or download.
   */
  audio_path: z.string().min(1),
  /** Bytes. */
  file_size: z.int().min(0),
  /** MIME type the file was stored with. */
  content_type: z.string(),
  status: demoStatusSchema.default("pending"),
  /** Private staff notes; never shown publicly. */
  admin_notes: z.string().default(""),
  submitted_at: z.date(),
  /** When the status last changed; absent on records older than the field (read as `submitted_at`). */
  status_changed_at: z.date().optional(),
  /** When the retention job deleted the audio; the record stays, without a file. */
  audio_removed_at: z.date().optional(),
});

export type Demo = z.output<typeof demoSchema>;

/** Trimmed required email: 'Email is required' when blank, else 'Invalid email address'. */
const requiredEmail = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .min(1, { error: EMAIL_REQUIRED, abort: true })
  .max(L.email, tooLong(L.email))
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: INVALID_EMAIL }));

/** The public submission form (the file is checked by `validateDemoFile`). */
export const demoSubmissionSchema = z
  .object({
    artist_name: trimmedRequired(L.artistName, ARTIST_NAME_REQUIRED),
    email: requiredEmail,
    track_title: trimmedRequired(L.trackTitle, TRACK_TITLE_REQUIRED),
    genre: optionalText(L.genre),
    message: optionalText(L.message),
    /** Honeypot: hidden from people, so only bots fill it. Never stored. */
    website: z.string().max(0, DEMO_SUBMIT_TOASTS.fallbackDescription).optional(),
  })
  .transform(({ website: _honeypot, ...submission }) => submission);

export type DemoSubmissionFormValues = z.input<typeof demoSubmissionSchema>;
export type DemoSubmission = z.output<typeof demoSubmissionSchema>;
