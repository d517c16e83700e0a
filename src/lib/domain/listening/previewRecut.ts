/**
 * Previews cut again when staff move a track's window
 * (docs/listening.md#previews): the preview clips are made at processing
 * time, so a saved change of `preview_start_seconds` or
 * `preview_length_seconds` leaves a request in `preview_recuts/{trackId}`,
 * written with the release in one transaction, and the track-audio job
 * cuts the clip again from the master. Until it has, the old clip plays
 * (with its own length): never a half-made one.
 */
import { z } from "zod";
import type { Track } from "../catalog/track";
import { idSchema } from "../shared/fields";
import type { PreviewWindow } from "./trackAudio";

export const previewRecutSchema = z.object({
  track_id: idSchema,
  release_id: idSchema,
  /** The save that asked; a later save replaces it, and only the request a run read is cleared. */
  requested_at: z.date(),
});
export type PreviewRecut = z.output<typeof previewRecutSchema>;

type WindowFields = Pick<Track, "id" | "preview_start_seconds" | "preview_length_seconds">;

/** Ids of the tracks kept by a save whose preview window fields changed (new tracks have no audio yet; removed ones need none). */
export function tracksWithNewPreviewWindow(before: readonly WindowFields[], after: readonly WindowFields[]): string[] {
  const previous = new Map(before.map((track) => [track.id, track]));
  return after
    .filter((track) => {
      const was = previous.get(track.id);
      return (
        was !== undefined &&
        (was.preview_start_seconds !== track.preview_start_seconds || was.preview_length_seconds !== track.preview_length_seconds)
      );
    })
    .map((track) => track.id);
}

/** Whether two windows cut the same clip. */
export const sameWindow = (a: PreviewWindow | null, b: PreviewWindow | null): boolean =>
  a !== null && b !== null && a.start_seconds === b.start_seconds && a.length_seconds === b.length_seconds;
