/**
 * The A&R desk's records beside a demo (docs/demos.md): reviewers'
 * timestamped comments, ratings and listening time, the demo's waveform
 * peaks, and the reply templates. Each lives in its own collection so the
 * demo document, which the list reads thousands of, stays small.
 */
import { z } from "zod";
import { LIMITS } from "../shared/constants";
import { WAVEFORM_PEAK_BUCKETS } from "../shared/audioPeaks";
import { tooLong } from "../shared/validationTexts";
import { DEMO_DESK_MESSAGES } from "./demoDeskTexts";
import { demoDecisionSchema } from "./demo";
import { idSchema, trimmedRequired } from "../shared/fields";

/** Not in spec: lengths of the desk's texts. */
const L = LIMITS.demoDesk;

/** A reviewer's comment at a moment of the track. Private to staff with demos view. */
export const demoCommentSchema = z.object({
  id: idSchema,
  demo_id: idSchema,
  author_id: idSchema,
  /** Shown beside the comment; copied at writing time. */
  author_email: z.string(),
  /** Position in the track, whole seconds. */
  at_seconds: z.int().min(0),
  body: z.string().min(1).max(L.comment),
  created_at: z.date(),
});
export type DemoComment = z.output<typeof demoCommentSchema>;

export const demoRatingValueSchema = z
  .int(DEMO_DESK_MESSAGES.ratingRange)
  .min(1, DEMO_DESK_MESSAGES.ratingRange)
  .max(5, DEMO_DESK_MESSAGES.ratingRange);

/** One reviewer's rating of one demo; id `{demo_id}_{reviewer_id}`. */
export const demoRatingSchema = z.object({
  demo_id: idSchema,
  reviewer_id: idSchema,
  rating: demoRatingValueSchema,
  updated_at: z.date(),
});
export type DemoRating = z.output<typeof demoRatingSchema>;

/** Seconds one reviewer has played one demo, summed over sessions; id `{demo_id}_{reviewer_id}`. */
export const demoListenSchema = z.object({
  demo_id: idSchema,
  reviewer_id: idSchema,
  seconds: z.number().min(0),
  updated_at: z.date(),
});
export type DemoListen = z.output<typeof demoListenSchema>;

/** The waveform of a demo's audio, computed once; id = the demo's id. */
export const demoPeaksSchema = z.object({
  demo_id: idSchema,
  /** Loudest sample per bucket, 0–1, in time order. Empty when the audio could not be decoded. */
  peaks: z.array(z.number().min(0).max(1)).max(WAVEFORM_PEAK_BUCKETS),
  /** Length of the audio in seconds. */
  duration: z.number().min(0),
  computed_at: z.date(),
});
export type DemoPeaks = z.output<typeof demoPeaksSchema>;

/** A reply template's editable fields; {artist}, {title} and {note} are filled when it is used. */
export const replyTemplateInputSchema = z.object({
  name: trimmedRequired(L.templateName, DEMO_DESK_MESSAGES.templateNameRequired),
  /** The decision it answers, so the dialog offers it first. */
  decision: demoDecisionSchema,
  subject: trimmedRequired(L.subject, DEMO_DESK_MESSAGES.subjectRequired),
  body: trimmedRequired(L.replyBody, DEMO_DESK_MESSAGES.replyBodyRequired, "multi-line"),
});

export const replyTemplateSchema = replyTemplateInputSchema.extend({
  id: idSchema,
  updated_at: z.date(),
});
export type ReplyTemplate = z.output<typeof replyTemplateSchema>;

/** The reply as the reviewer sends it, after filling and editing: a template's subject and body rules. */
export const demoReplySchema = replyTemplateInputSchema.pick({ subject: true, body: true });

/** A tag as staff type it: trimmed, lower case. */
export const demoTagSchema = z
  .string()
  .max(L.tag * 4, { error: tooLong(L.tag), abort: true })
  .trim()
  .toLowerCase()
  .min(1)
  .max(L.tag, tooLong(L.tag));
