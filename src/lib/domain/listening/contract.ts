import { z } from "zod";
import { recordIdSchema, wireDate } from "../shared/fields";
import { trackAudioSchema } from "./trackAudio";

/**
 * A track's label-hosted audio in the release form
 * (docs/listening.md#label-hosted-audio). The master never passes through a
 * callable: `startTrackAudioUpload` answers a short-lived signed target the
 * browser uploads to in chunks (Cloud Storage's resumable protocol, or its
 * local stand-in), then `finishTrackAudioUpload` checks what arrived and
 * queues it, and `processTrackAudio` makes its renditions.
 */
const trackRequest = z.object({ release_id: recordIdSchema, track_id: recordIdSchema });

/** The admin's view of a track's audio: the stored document without the worker's lease, with wire dates. */
export const trackAudioViewSchema = trackAudioSchema
  .omit({ lease_until: true })
  .extend({ updated_at: wireDate, processed_at: wireDate.nullable() });
export type TrackAudioView = z.output<typeof trackAudioViewSchema>;

export const listeningCallables = {
  /** Authorizes an upload (edit on the release; the track saved on it; the declared size within the limit) and answers where to send it. */
  startTrackAudioUpload: {
    request: trackRequest.extend({
      file_name: z.string().min(1).max(255),
      /** Declared by the browser; the finished object must be exactly this size. */
      size: z.int().min(0),
    }),
    response: z.object({
      /** Starts the resumable session: POST with `x-goog-resumable: start` and this content type. */
      upload_url: z.string(),
      content_type: z.string(),
      expires_at: wireDate,
    }),
  },
  /** Checks the uploaded object (size, type from its bytes, a full decode) and queues it; a refusal deletes it. */
  finishTrackAudioUpload: { request: trackRequest, response: trackAudioViewSchema },
  /** Processes a queued track now (the scheduled job takes what no one processed). */
  processTrackAudio: { request: trackRequest, response: trackAudioViewSchema.nullable() },
  /** Queues a failed track again. */
  retryTrackAudio: { request: trackRequest, response: trackAudioViewSchema },
  /** Removes a track's audio: the document, the master and the renditions. */
  removeTrackAudio: { request: trackRequest, response: z.object({ ok: z.literal(true) }) },
  /** The audio of a release's tracks, for its form. */
  listTrackAudio: { request: z.object({ release_id: recordIdSchema }), response: z.object({ audio: z.array(trackAudioViewSchema) }) },
} as const;
