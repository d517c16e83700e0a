/** Demo submissions: the stored document and the public submission form. */
import { z } from "zod";
import { LIMITS } from "../shared/constants";
import { DEMO_SUBMIT_TOASTS } from "../shared/toastTexts";
import { ARTIST_NAME_REQUIRED, EMAIL_REQUIRED, INVALID_EMAIL, TRACK_TITLE_REQUIRED, tooLong } from "../shared/validationTexts";
import { EMAIL_PATTERN } from "../shared/emailPattern";
import { DEMO_REFERENCE_PATTERN } from "./demoReference";
import { idSchema, nullableText, optionalText, trimmedRequired } from "../shared/fields";
import { DEMO_DECISIONS, DEMO_PRIORITIES, DEMO_STATUSES } from "./demoLimits";

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

/** Not in spec: how urgently staff mean to review a demo. */
export const demoPrioritySchema = z.enum(DEMO_PRIORITIES);
/** The statuses that answer the artist: each gets one reply email. */
export const demoDecisionSchema = z.enum(DEMO_DECISIONS);

/** A demo as stored and read back. */
export const demoSchema = z.object({
  /** Document id. */
  id: idSchema,
  /**
   * What the artist quotes ("DEMO-7K2QX9M4"), unique: claimed in
   * `demo_references` before the demo is written. Absent on records older
   * than it until the start-up migration gives them one (docs/demos.md#references).
   */
  reference: z.string().regex(DEMO_REFERENCE_PATTERN).optional(),
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

  // The A&R desk (docs/demos.md). Every field has a default, so records older than it read as new.
  /** SHA-256 of the audio, hex: the same file sent twice is a duplicate. */
  content_hash: z.string().optional(),
  /** Lower-cased email and normalized track title (demoSubmissionKey): the other duplicate rule. */
  submission_key: z.string().optional(),
  /** The earlier demo this one repeats; set at intake, hidden from the list unless asked for. */
  duplicate_of: z.string().nullable().default(null),
  /** Staff's labels, lower case, sorted. */
  tags: z.array(z.string()).default([]),
  priority: demoPrioritySchema.default("normal"),
  /** The staff member (uid, holder of demos view) it is assigned to. */
  assignee_id: z.string().nullable().default(null),
  /** Sum and number of the reviewers' 1–5 ratings (one per reviewer, in demo_ratings). */
  rating_total: z.int().min(0).default(0),
  rating_count: z.int().min(0).default(0),
  /** When a reviewer first passed DEMO_LISTENED_SECONDS of playing: the card's "Listened". */
  listened_at: z.date().optional(),
  /** Decisions whose reply email has been queued (the mail document is the authority). */
  replies_sent: z.array(demoDecisionSchema).default([]),
});

export type Demo = z.output<typeof demoSchema>;
const demoDeskDefaults = demoSchema.pick({
  duplicate_of: true,
  tags: true,
  priority: true,
  assignee_id: true,
  rating_total: true,
  rating_count: true,
  replies_sent: true,
});

/** The desk's fields of a demo nobody has reviewed yet: the schema's own defaults. */
export function newDemoDeskFields(): z.output<typeof demoDeskDefaults> {
  return demoDeskDefaults.parse({});
}

export type DemoPriority = z.output<typeof demoPrioritySchema>;
export type DemoDecision = z.output<typeof demoDecisionSchema>;

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
