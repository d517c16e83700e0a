/**
 * The texts of a track's audio in the release form and of its upload and
 * processing (docs/product.md#admin-releases, docs/listening.md#label-hosted-audio).
 */
import type { TrackAudioStatus } from "./trackAudio";

/** Refusals of an upload: the browser's check and the server's say the same. */
export const TRACK_AUDIO_ERRORS = {
  type: "The audio must be a WAV, FLAC, AIFF or MP3 file",
  empty: "The audio file is empty",
  tooLarge: "The audio file must be at most 500 MB",
  incomplete: "The upload did not finish: upload the file again",
  sizeMismatch: "The uploaded file is not the size announced: upload it again",
  undecodable: "The audio file is damaged or cut short: export it again",
  trackNotFound: "This track is not saved on the release yet: save the release first",
  noAudio: "This track has no audio",
  notFailed: "Only a failed processing can be retried",
  busy: "The audio is being processed: wait until it is ready or failed",
  uploadLinkExpired: "The upload link has expired: choose the file again",
} as const;

/** Why processing failed, as the badge shows it. */
export const TRACK_AUDIO_FAILURES = {
  decode: "The audio could not be decoded",
  encode: "The streaming files could not be made",
  tooShort: "The audio is shorter than a second",
} as const;

/** The status badge of each state. */
export const TRACK_AUDIO_STATUS_LABELS: Readonly<Record<TrackAudioStatus, string>> = {
  uploading: "Uploading",
  queued: "Queued",
  processing: "Processing",
  ready: "Ready",
  failed: "Failed",
};

/** The controls of a track's audio in TRACKLIST. */
export const TRACK_AUDIO_FORM_TEXTS = {
  heading: "AUDIO",
  upload: "UPLOAD AUDIO",
  replace: "REPLACE AUDIO",
  remove: "REMOVE AUDIO",
  retry: "RETRY",
  resume: "RESUME UPLOAD",
  none: "No audio yet",
  connectionLost: "Connection lost: the upload resumes where it stopped",
  /** After the automatic attempts gave up: nothing resumes by itself any more. */
  uploadStopped: "The upload stopped: press RESUME UPLOAD to go on from where it stopped",
  saveFirst: "Save the release to upload this track's audio",
  focus: "FOCUS TRACK",
  focusHint: "Plays before release day",
  previewStart: "PREVIEW START",
  previewLength: "PREVIEW LENGTH (S)",
  previewHint: "Empty: 30 seconds from 30 % of the track",
  listening: "LISTENING",
  listeningFull: "Full tracks",
  listeningPreview: "Previews only",
} as const;

/** The progress line while a file goes up: `Uploading 42 %`. */
export const uploadProgressText = (percent: number) => `Uploading ${percent} %`;
