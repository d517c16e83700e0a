/** Rules of a release's tracklist (docs/listening.md#tracks): counting, timing, whose names a track shows. */
import type { Track } from "./track";

/**
 * The release's track count: its tracklist's length when it has one, else
 * the count Spotify gave on import (a release imported before tracklists,
 * or one whose tracks were all removed).
 */
export function releaseTrackCount(release: { tracks: readonly unknown[]; total_tracks: number | null }): number | null {
  return release.tracks.length > 0 ? release.tracks.length : release.total_tracks;
}

/** Seconds of the whole tracklist; null when it is empty or any track's duration is unknown (a partial sum would mislead). */
export function tracklistSeconds(tracks: readonly Pick<Track, "duration_seconds">[]): number | null {
  if (tracks.length === 0) return null;
  let total = 0;
  for (const { duration_seconds } of tracks) {
    if (duration_seconds === null) return null;
    total += duration_seconds;
  }
  return total;
}

/**
 * The names a track credits when they differ from the release's artists
 * (which the page already shows); null otherwise. A track without names of
 * its own is the release's artists'.
 */
export function distinctTrackArtists(track: Pick<Track, "artists">, releaseArtistNames: readonly string[]): string[] | null {
  if (track.artists.length === 0) return null;
  const same =
    track.artists.length === releaseArtistNames.length &&
    track.artists.every((name, i) => name.toLowerCase() === releaseArtistNames[i]!.toLowerCase());
  return same ? null : [...track.artists];
}
