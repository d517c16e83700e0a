import { LABEL } from "../../config/label";
import type { Release } from "../domain/catalog";
import type { Track } from "../domain/catalog";
import { RENDITION_CONTENT_TYPES, RENDITION_FORMATS, renditionUrl, trackPlayback } from "../domain/listening";
import type { CatalogAudio } from "./catalog";

/** Bars of the waveform a page carries per track: enough for a phone's width, a few hundred bytes of HTML. */
export const WAVEFORM_BARS = 96;

/** What the page hands the player (and the plain `<audio>` element) for a playable track. */
export interface TrackPlay {
  id: string;
  /** The release it plays on: a counted play is the release's (docs/analytics.md#plays). */
  releaseId: string;
  title: string;
  /** Best first (Opus, then AAC), for `<source>` elements and the player alike; `bytes` is the stored file's size (feed enclosures). */
  sources: { src: string; type: string; bytes: number }[];
  /** How long the served file plays: the preview's length in preview mode. */
  seconds: number;
  /** Gain bringing the track to even loudness (docs/listening.md#label-hosted-audio). */
  gainDb: number;
  /** WAVEFORM_BARS values 0..1, two decimals; empty without stored peaks. */
  peaks: number[];
  preview: boolean;
}

/** A track's place in the listening room: playable, waiting for release day, or not playable (no audio). */
export type TrackListen = { state: "playable"; play: TrackPlay } | { state: "locked" } | { state: "silent" };

/** Peaks averaged down (or spread) to `bars` values, rounded to two decimals. */
export function waveformBars(peaks: readonly number[], bars = WAVEFORM_BARS): number[] {
  if (peaks.length === 0) return [];
  return Array.from({ length: bars }, (_, i) => {
    const from = Math.floor((i * peaks.length) / bars);
    const to = Math.max(from + 1, Math.floor(((i + 1) * peaks.length) / bars));
    const slice = peaks.slice(from, to);
    return Math.round((Math.max(...slice) || 0) * 100) / 100;
  });
}

type ReleaseRules = Parameters<typeof trackPlayback>[0] & Pick<Release, "id">;

/** Whether and what the page lets a visitor play of `track` at build time `now` (the rule: trackPlayback). */
export function trackListen(release: ReleaseRules, track: Track, audio: CatalogAudio | undefined, now: Date): TrackListen {
  const playback = trackPlayback(
    release,
    track,
    audio ? { status: "ready", duration_seconds: audio.duration_seconds } : null,
    now,
    LABEL.timeZone,
  );
  if (playback.state === "locked") return { state: "locked" };
  if (playback.state !== "playable" || !audio) return { state: "silent" };
  const preview = playback.window !== null;
  const renditions = preview ? audio.preview_renditions : audio.renditions;
  const sources = RENDITION_FORMATS.flatMap((format) =>
    renditions
      .filter((r) => r.format === format)
      .map((r) => ({ src: renditionUrl(track.id, r), type: RENDITION_CONTENT_TYPES[format], bytes: r.bytes })),
  );
  if (sources.length === 0) return { state: "silent" };
  const seconds = playback.window
    ? (audio.preview_window?.length_seconds ?? playback.window.length_seconds)
    : (audio.duration_seconds ?? track.duration_seconds ?? 0);
  return {
    state: "playable",
    play: {
      id: track.id,
      releaseId: release.id,
      title: track.title,
      sources,
      seconds,
      gainDb: audio.gain_db ?? 0,
      peaks: waveformBars(audio.peaks),
      preview,
    },
  };
}
