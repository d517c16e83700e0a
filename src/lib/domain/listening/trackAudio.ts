/**
 * A track's label-hosted audio (docs/listening.md#label-hosted-audio): one
 * document per track in `track_audio`, keyed by the track's id, apart from
 * the release document. Upload and processing write here without touching
 * the release, so a processing step finishing never makes an open release
 * form's next save stale; the release's pages are rebuilt from a change
 * record naming the release when the audio becomes ready or goes.
 */
import { z } from "zod";
import { idSchema } from "../shared/fields";

/**
 * uploading: a signed upload target was issued, the master is not complete;
 * queued: the master is stored and checked, waiting for processing;
 * processing: a worker holds it (with `lease_until`);
 * ready: renditions, loudness and peaks are stored and may be served;
 * failed: the reason is in `failure`; staff may retry.
 */
export const TRACK_AUDIO_STATUSES = ["uploading", "queued", "processing", "ready", "failed"] as const;
export type TrackAudioStatus = (typeof TRACK_AUDIO_STATUSES)[number];

/** The streaming formats made from a master, best first for a browser choosing among `<source>`s. */
export const RENDITION_FORMATS = ["opus", "aac"] as const;
export type RenditionFormat = (typeof RENDITION_FORMATS)[number];

export const RENDITION_CONTENT_TYPES: Readonly<Record<RenditionFormat, string>> = {
  opus: "audio/ogg; codecs=opus",
  aac: "audio/mp4; codecs=mp4a.40.2",
};

export const RENDITION_EXTENSIONS: Readonly<Record<RenditionFormat, string>> = { opus: "ogg", aac: "m4a" };

export const renditionSchema = z.object({
  format: z.enum(RENDITION_FORMATS),
  /** Object name in the private audio store; never a public URL. */
  path: z.string(),
  bytes: z.int().min(0),
  bitrate_kbps: z.int().min(0),
});
export type Rendition = z.output<typeof renditionSchema>;

export const masterSchema = z.object({
  /** Object name in the private audio store. Never served to anyone. */
  path: z.string(),
  bytes: z.int().min(0),
  /** Detected from the bytes (file-type), not taken from the browser. */
  content_type: z.string(),
  /** As the staff member's file was called, for the admin only. */
  original_name: z.string(),
});

export const previewWindowSchema = z.object({ start_seconds: z.number().min(0), length_seconds: z.number().positive() });
export type PreviewWindow = z.output<typeof previewWindowSchema>;

export const trackAudioSchema = z.object({
  /** The track's id (document id). */
  track_id: idSchema,
  release_id: idSchema,
  status: z.enum(TRACK_AUDIO_STATUSES),
  /** Why processing failed, in words staff can act on; null unless failed. */
  failure: z.string().nullable().default(null),
  master: masterSchema.nullable().default(null),
  /** The full track, one per format; empty until ready. */
  renditions: z.array(renditionSchema).default([]),
  /** The preview clip (`preview_window` of the track), one per format; empty until ready. */
  preview_renditions: z.array(renditionSchema).default([]),
  /** The window the preview renditions were cut at; a changed window is cut again. */
  preview_window: previewWindowSchema.nullable().default(null),
  /** Measured from the master, in seconds (fractional). */
  duration_seconds: z.number().min(0).nullable().default(null),
  /** EBU R128 integrated loudness of the master, LUFS. */
  loudness_lufs: z.number().nullable().default(null),
  /** EBU R128 true peak, dBTP. */
  true_peak_dbtp: z.number().nullable().default(null),
  /** What the player applies so tracks play at even volume (loudnessGain). */
  gain_db: z.number().nullable().default(null),
  /** Waveform peaks, 0..1, evenly spaced over the track. */
  peaks: z.array(z.number().min(0).max(1)).default([]),
  /** Processing runs so far (a retry counts). */
  attempts: z.int().min(0).default(0),
  /** While processing: the worker's lease; a stale lease is taken over. */
  lease_until: z.date().nullable().default(null),
  updated_at: z.date(),
  processed_at: z.date().nullable().default(null),
});
export type TrackAudio = z.output<typeof trackAudioSchema>;

/** The level every track is brought to (Spotify's and YouTube's reference). */
export const TARGET_LOUDNESS_LUFS = -14;
/** The gain never pushes a true peak above this. */
export const MAX_TRUE_PEAK_DBTP = -1;

/**
 * The gain that brings a track to TARGET_LOUDNESS_LUFS without lifting its
 * true peak above MAX_TRUE_PEAK_DBTP (loud masters are turned down, quiet
 * ones up only as far as their peaks allow). Rounded to 0.1 dB; 0 when
 * unmeasured.
 */
export function loudnessGain(loudnessLufs: number | null, truePeakDbtp: number | null): number {
  if (loudnessLufs === null || !Number.isFinite(loudnessLufs)) return 0;
  let gain = TARGET_LOUDNESS_LUFS - loudnessLufs;
  if (truePeakDbtp !== null && Number.isFinite(truePeakDbtp)) gain = Math.min(gain, MAX_TRUE_PEAK_DBTP - truePeakDbtp);
  return Math.round(gain * 10) / 10;
}

export { gainFactor } from "./gain";
