/**
 * Who may hear what of a release (docs/listening.md#listening-rules): the
 * one home of the rule the audio route, the pages and the feeds all follow.
 *
 * - An unpublished release plays nothing.
 * - Before release day only focus tracks (pre-release singles) play; at
 *   the label's midnight on the release date the rest unlocks (the audio
 *   route checks the clock; the release-day job re-renders the pages).
 * - A release in `preview` mode plays each track's preview window only
 *   (default: 30 s from 30 % of the track); in `full` mode the whole track.
 * - A track without ready audio still lists, with its duration, and plays
 *   nothing.
 */
import { isReleaseUpcoming } from "../shared/dates";
import type { Release } from "../catalog/release";
import type { Track } from "../catalog/track";
import { DEFAULT_PREVIEW, type ListeningMode } from "../catalog/listeningModes";
import type { PreviewWindow, TrackAudio } from "./trackAudio";

export type TrackPlayback =
  | { state: "playable"; mode: ListeningMode; window: PreviewWindow | null }
  | { state: "locked" }
  | { state: "no-audio" }
  | { state: "unpublished" };

/**
 * The preview window of a track of `durationSeconds`: the track's own start
 * and length when set, else DEFAULT_PREVIEW; kept inside the track (a
 * window past the end is moved back, a track shorter than the window plays
 * whole).
 */
export function previewWindow(
  track: Pick<Track, "preview_start_seconds" | "preview_length_seconds">,
  durationSeconds: number,
): PreviewWindow {
  const duration = Math.max(0, durationSeconds);
  const length = Math.min(track.preview_length_seconds ?? DEFAULT_PREVIEW.lengthSeconds, duration);
  const start = track.preview_start_seconds ?? Math.floor(duration * DEFAULT_PREVIEW.startFraction);
  return { start_seconds: Math.max(0, Math.min(start, duration - length)), length_seconds: length };
}

type ReleaseRules = Pick<Release, "is_published" | "release_date" | "released_on" | "listening">;

/** Whether `track` of `release` may play at `now`, and how much of it. */
export function trackPlayback(
  release: ReleaseRules,
  track: Track,
  audio: Pick<TrackAudio, "status" | "duration_seconds"> | null,
  now: Date,
  timeZone: string,
): TrackPlayback {
  if (!release.is_published) return { state: "unpublished" };
  if (!audio || audio.status !== "ready") return { state: "no-audio" };
  if (isReleaseUpcoming(release, now, timeZone) && !track.focus) return { state: "locked" };
  const window = release.listening === "preview" ? previewWindow(track, audio.duration_seconds ?? track.duration_seconds ?? 0) : null;
  return { state: "playable", mode: release.listening, window };
}
