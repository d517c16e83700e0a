import { creditsDraftOf } from "../../../lib/domain";
import { formatDuration } from "../../../lib/domain/catalog/duration";
import type { Track, TrackFormValues } from "../../../lib/domain/catalog/track";

/** A new, empty track: its id is given now, so the row keeps it through reorders and the save stores it. */
export function newTrackFormValues(): TrackFormValues {
  return { id: crypto.randomUUID(), title: "", duration_seconds: "", isrc: "", artists: [], credits: {}, explicit: false, spotify_track_id: null };
}

/** A stored track as the form edits it: the duration as m:ss, empty texts for nulls. */
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
  };
}
