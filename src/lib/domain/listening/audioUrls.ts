/**
 * Where a track's audio is heard (docs/listening.md#label-hosted-audio).
 * Renditions are stored under `tracks/{trackId}/{file}` in the private
 * audio store, each file named once (a new upload or a new preview cut
 * gets a new name), so the public URL `/audio/{trackId}/{file}` may be
 * cached for as long as the rules let the file play. The audio route maps
 * the URL back to the stored rendition and checks the listening rules on
 * every request; masters are never under `tracks/` and never served.
 */
import type { Rendition } from "./trackAudio";

export const RENDITION_PREFIX = "tracks/";
export const MASTER_PREFIX = "masters/";

/** The object name of a rendition file of a track. */
export const renditionPath = (trackId: string, file: string) => `${RENDITION_PREFIX}${trackId}/${file}`;

/** The public URL of a stored rendition. */
export function renditionUrl(trackId: string, rendition: Pick<Rendition, "path">): string {
  const file = rendition.path.slice(rendition.path.lastIndexOf("/") + 1);
  return `/audio/${trackId}/${file}`;
}
