/**
 * Audio of tracks that are gone (docs/listening.md#when-a-track-or-release-goes):
 * a release deleted, or a track taken off its tracklist, leaves a request in
 * `audio_cleanups/{trackId}`, written in the same transaction as the
 * release's write, so a deletion the label was told of never forgets its
 * files. The request is cleared only once every file of the track is gone
 * from the audio store: its masters, its renditions and previews, and the
 * recipients' promo copies.
 */
import { z } from "zod";
import type { Track } from "../catalog/track";
import { idSchema } from "../shared/fields";

export const audioCleanupSchema = z.object({
  track_id: idSchema,
  release_id: idSchema,
  /** When the write that removed the track happened. */
  requested_at: z.date(),
});
export type AudioCleanup = z.output<typeof audioCleanupSchema>;

/** Ids of the tracks `before` lists and `after` does not (every track when the release is deleted: `after` null). */
export function tracksRemoved(before: readonly Pick<Track, "id">[], after: readonly Pick<Track, "id">[] | null): string[] {
  const kept = new Set((after ?? []).map((track) => track.id));
  return before.filter((track) => !kept.has(track.id)).map((track) => track.id);
}

/** The folders of the audio store that hold a track's own files (masters and renditions). */
export const trackAudioFolders = (trackId: string): string[] => [`masters/${trackId}/`, `tracks/${trackId}/`];
