import { creditsDraftOf } from "../../../../lib/domain/catalog";
import { formatDuration } from "../../../../lib/domain/catalog";
import type { Track, TrackFormValues } from "../../../../lib/domain/catalog";

/** A new, empty track: its id is given now, so the row keeps it through reorders and the save stores it. */
export function newTrackFormValues(): TrackFormValues {
  return {
    id: crypto.randomUUID(),
    title: "",
    duration_seconds: "",
    isrc: "",
    artists: [],
    credits: {},
    explicit: false,
    spotify_track_id: null,
    focus: false,
    preview_start_seconds: "",
    preview_length_seconds: "",
  };
}

/** A stored track as the form edits it: the duration and preview start as m:ss, empty texts for nulls. */
export function trackToFormValues(track: Track): TrackFormValues {
  return {
    id: track.id,
    title: track.title,
    duration_seconds: track.duration_seconds === null ? "" : formatDuration(track.duration_seconds),
    isrc: track.isrc ?? "",
    artists: [...track.artists],
    credits: creditsDraftOf(track.credits),
    explicit: track.explicit,
    spotify_track_id: track.spotify_track_id,
    // Kept through an edit of anything else: the form sends the whole track.
    focus: track.focus,
    preview_start_seconds: track.preview_start_seconds === null ? "" : formatDuration(track.preview_start_seconds),
    preview_length_seconds: track.preview_length_seconds === null ? "" : String(track.preview_length_seconds),
  };
}
