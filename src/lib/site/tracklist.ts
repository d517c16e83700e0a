import type { Release } from "../domain/catalog";
import { formatDuration, isoDuration } from "../domain/catalog";
import { distinctTrackArtists, tracklistSeconds } from "../domain/catalog";
import type { CatalogAudio } from "./catalog";
import { creditLines } from "./creditLines";
import { trackListen, type TrackListen } from "./trackPlay";

/** One row of the release page's tracklist (docs/listening.md#on-the-release-page). */
export interface TrackRow {
  id: string;
  /** 1-based play position. */
  number: number;
  title: string;
  /** The track's own artists, joined, when they differ from the release's; else null. */
  artists: string | null;
  /** "3:45", or null while unknown. */
  duration: string | null;
  /** ISO 8601 ("PT3M45S") for `<time datetime>`. */
  durationIso: string | null;
  explicit: boolean;
  /** "Produced by A, B · Written by C"; null without credits. */
  credits: string | null;
  /** Whether it plays on the page (docs/listening.md#the-player). */
  listen: TrackListen;
}

export interface TracklistView {
  tracks: TrackRow[];
  /** The whole tracklist's time when every duration is known. */
  total: { text: string; iso: string } | null;
  /** Whether any track plays: the page then loads the player. */
  playable: boolean;
}

/** The build's ready audio and time, which decide what plays; without them nothing does. */
export interface TracklistListening {
  audioByTrack: ReadonlyMap<string, CatalogAudio>;
  now: Date;
}

/** A processed master's length in whole seconds, as DURATION holds them; null without one. */
const processedSeconds = (audio: CatalogAudio | undefined): number | null =>
  audio?.duration_seconds == null ? null : Math.round(audio.duration_seconds);

/** The release page's tracklist; null for a release without tracks (the page then shows none). */
export function tracklistView(
  release: Pick<Release, "id" | "tracks" | "is_published" | "release_date" | "released_on" | "listening">,
  releaseArtistNames: readonly string[],
  listening?: TracklistListening,
): TracklistView | null {
  if (release.tracks.length === 0) return null;
  // DURATION as staff typed it; left empty, the processed master's length (ready audio knows it).
  const timed = release.tracks.map((track) => ({
    ...track,
    duration_seconds: track.duration_seconds ?? processedSeconds(listening?.audioByTrack.get(track.id)),
  }));
  const seconds = tracklistSeconds(timed);
  const tracks = timed.map((track, index): TrackRow => {
    const credits = creditLines(track.credits).map((line) => `${line.label} ${line.names.join(", ")}`);
    return {
      id: track.id,
      number: index + 1,
      title: track.title,
      artists: distinctTrackArtists(track, releaseArtistNames)?.join(", ") ?? null,
      duration: track.duration_seconds === null ? null : formatDuration(track.duration_seconds),
      durationIso: track.duration_seconds === null ? null : isoDuration(track.duration_seconds),
      explicit: track.explicit,
      credits: credits.length > 0 ? credits.join(" · ") : null,
      listen: listening ? trackListen(release, track, listening.audioByTrack.get(track.id), listening.now) : { state: "silent" },
    };
  });
  return {
    tracks,
    total: seconds === null ? null : { text: formatDuration(seconds), iso: isoDuration(seconds) },
    playable: tracks.some((t) => t.listen.state === "playable"),
  };
}
