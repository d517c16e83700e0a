import { HttpsError } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { CONTENT_ERRORS, type DspLinks, type Release } from "../../../src/lib/domain";
import type { Repositories } from "../../../src/lib/data";
import { allSourcesFailed, collectDspLinks, integrations } from "../../../src/lib/integrations";

const SOURCE_NAMES = { songlink: "song.link", deezer: "Deezer", itunes: "Apple Music", musicbrainz: "MusicBrainz" } as const;

export interface StoredDspLinks {
  links: DspLinks;
  fetchedAt: Date;
  /** Sources that did not answer (the links come from the others). */
  missing: string[];
}

/**
 * Generates a release's streaming links and stores them with the time
 * (dsp_links, dsp_links_fetched_at). Null, with nothing stored, when every
 * source that was asked failed. Shared by generateDspLinks and refetchRelease.
 */
export async function generateAndStoreDspLinks(
  repos: Repositories,
  release: Release,
  ids: { spotifyAlbumId: string | null; isrc: string | null },
): Promise<StoredDspLinks | null> {
  const collection = await collectDspLinks({ ...ids, own: release }, integrations());
  if (collection.albumLookupError) logger.warn("DSP links: Spotify album lookup failed", { releaseId: release.id, cause: String(collection.albumLookupError) });
  for (const { service, error } of collection.failed) logger.warn(`DSP links: ${service} failed`, { releaseId: release.id, cause: String(error) });
  if (allSourcesFailed(collection)) return null;

  const fetchedAt = new Date();
  const updated = await repos.releases.update(release.id, { dsp_links: collection.links, dsp_links_fetched_at: fetchedAt, updated_at: fetchedAt });
  if (!updated) throw new HttpsError("not-found", CONTENT_ERRORS.releaseNotFound);
  await repos.contentChanges.record("releases", release.id);
  return { links: updated.dsp_links, fetchedAt, missing: collection.failed.map((f) => SOURCE_NAMES[f.service]) };
}
