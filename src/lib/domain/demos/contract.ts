import { z } from "zod";
import { resourceAbilitiesSchema } from "../access/abilities";
import { LIMITS } from "../shared/constants";
import { tooLong, tooManyTags } from "../shared/validationTexts";
import { DEMO_DESK_MESSAGES } from "./demoDeskTexts";
import { DEMO_FILTERS } from "./demoFilters";
import { demoListQuerySchema } from "./demoQuery";
import { demoDecisionSchema, demoPrioritySchema, demoSchema, demoStatusSchema } from "./demo";
import {
  demoCommentSchema,
  demoPeaksSchema,
  demoRatingValueSchema,
  demoReplySchema,
  demoTagSchema,
  replyTemplateInputSchema,
  replyTemplateSchema,
} from "./demoReview";
import { documentIdSchema, idSchema, noInput, recordIdRequest, trimmedRequired, wireDate } from "../shared/fields";

/**
 * A demo as the admin screen sees it: the stored record without the private
 * object name (audio goes through `demoAudioUrl`); dates cross the wire as
 * ISO strings.
 */
export const demoViewSchema = demoSchema.omit({ audio_path: true, content_hash: true, submission_key: true }).extend({
  submitted_at: wireDate,
  status_changed_at: wireDate.optional(),
  audio_removed_at: wireDate.optional(),
  listened_at: wireDate.optional(),
});
export type DemoView = z.output<typeof demoViewSchema>;

export const demoCommentViewSchema = demoCommentSchema.extend({ created_at: wireDate });
export type DemoCommentView = z.output<typeof demoCommentViewSchema>;

export const replyTemplateViewSchema = replyTemplateSchema.extend({ updated_at: wireDate });
export type ReplyTemplateView = z.output<typeof replyTemplateViewSchema>;

/** A staff member who may be assigned demos (holds demos view). */
export const demoStaffSchema = z.object({ id: idSchema, email: z.string().nullable() });
export type DemoStaff = z.output<typeof demoStaffSchema>;

/** What the review panel loads when a demo is opened. */
export const demoReviewSchema = z.object({
  /** null when the audio was removed or its waveform is not available. */
  waveform: demoPeaksSchema.pick({ peaks: true, duration: true }).nullable(),
  comments: z.array(demoCommentViewSchema),
  /** Every reviewer's rating. */
  ratings: z.array(z.object({ reviewer_id: idSchema, reviewer_email: z.string().nullable(), rating: demoRatingValueSchema })),
  /** The caller's own rating. */
  my_rating: demoRatingValueSchema.nullable(),
});
export type DemoReview = z.output<typeof demoReviewSchema>;

/** Demo submissions: admin review and audio access (demos view / edit / delete permissions). */
export const demosCallables = {
  /**
   * Every demo, newest submission first; the screen filters by status and
   * counts. `abilities` lets it hide the actions the caller may not take.
   */
  listDemos: {
    request: demoListQuerySchema.prefault({}),
    response: z.object({
      demos: z.array(demoViewSchema),
      total: z.int(),
      page: z.int(),
      page_count: z.int(),
      counts: z.record(z.enum(DEMO_FILTERS), z.int()),
      /** Duplicates hidden by the Duplicates filter that match every other filter: said beside the counts. */
      hidden_duplicates: z.int(),
      tags: z.array(z.string()),
      genres: z.array(z.string()),
      abilities: resourceAbilitiesSchema,
    }),
  },
  /** Staff with demos view: the assignee select and the names beside assignments. Needs demos view. */
  listDemoStaff: {
    request: noInput,
    response: z.object({ staff: z.array(demoStaffSchema) }),
  },
  /** The review panel: waveform (computed on first open for older demos), comments, ratings. Needs demos view. */
  getDemoReview: { request: recordIdRequest, response: demoReviewSchema },
  /** A private comment at a moment of the track. Needs demos view. */
  addDemoComment: {
    request: recordIdRequest.extend({
      at_seconds: z
        .int()
        .min(0)
        .max(24 * 3600),
      body: trimmedRequired(LIMITS.demoDesk.comment, DEMO_DESK_MESSAGES.commentRequired, "multi-line"),
    }),
    response: demoCommentViewSchema,
  },
  /** The caller's 1–5 rating; rating again replaces it. Needs demos view. */
  rateDemo: { request: recordIdRequest.extend({ rating: demoRatingValueSchema }), response: demoViewSchema },
  /** Seconds the caller has just played (reported on pause, end, or every few seconds). Needs demos view. */
  reportDemoListening: {
    request: recordIdRequest.extend({ seconds: z.number().positive().max(600) }),
    response: z.object({ listened: z.boolean() }),
  },
  /** Tags, priority and assignee; fields left out stay. Needs demos edit. */
  updateDemoTriage: {
    request: recordIdRequest.extend({
      tags: z.array(demoTagSchema).max(LIMITS.demoDesk.tags, tooManyTags(LIMITS.demoDesk.tags)).optional(),
      priority: demoPrioritySchema.optional(),
      /** A Firebase Auth uid. */
      assignee_id: documentIdSchema.nullable().optional(),
    }),
    response: demoViewSchema,
  },
  /** The reply templates, by name (the defaults are stored on first use). Needs demos view. */
  listReplyTemplates: {
    request: noInput,
    response: z.object({ templates: z.array(replyTemplateViewSchema) }),
  },
  /** Creates (no id) or replaces a template. Needs demos edit. */
  saveReplyTemplate: {
    /** Template ids are UUIDs, or the defaults' fixed names. */
    request: z.object({ id: documentIdSchema.nullable().default(null), template: replyTemplateInputSchema }),
    response: replyTemplateViewSchema,
  },
  /** Needs demos edit. */
  deleteReplyTemplate: { request: z.object({ id: documentIdSchema }), response: z.object({ id: documentIdSchema }) },
  /**
   * Emails the artist the reply to the demo's current decision, once per
   * decision: a second call for the same decision queues nothing and
   * answers `already_sent`. Needs demos edit.
   */
  sendDemoReply: {
    request: recordIdRequest.extend({ decision: demoDecisionSchema }).extend(demoReplySchema.shape),
    response: z.object({ demo: demoViewSchema, already_sent: z.boolean() }),
  },
  /** Any status from any other (docs/product.md#admin-demos). */
  updateDemoStatus: {
    request: recordIdRequest.extend({ status: demoStatusSchema }),
    response: demoViewSchema,
  },
  /** Private staff notes, saved as typed. */
  updateDemoNotes: {
    request: recordIdRequest.extend({ admin_notes: z.string().max(LIMITS.demo.adminNotes, tooLong(LIMITS.demo.adminNotes)) }),
    response: demoViewSchema,
  },
  /** Removes the record and its audio file. */
  deleteDemo: {
    request: recordIdRequest,
    response: recordIdRequest,
  },
  /**
   * A short-lived link to the demo's audio, to play or (download: true) to
   * save: a signed Cloud Storage URL in production, the authenticated local
   * route in local mode.
   */
  demoAudioUrl: {
    request: recordIdRequest.extend({ download: z.boolean().default(false) }),
    response: z.object({ url: z.string().min(1), expiresAt: wireDate }),
  },
} as const;
