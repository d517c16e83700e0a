import { HttpsError } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { type DspLinks, type Release } from "../../../../src/lib/domain/catalog";
import { CONTENT_ERRORS } from "../../../../src/lib/domain/shared";
import { updateContent } from "../../../../src/lib/data/catalog/contentTransactions";
import type { ContentWriter } from "../../../../src/lib/data/catalog/contentWriter";
import { allSourcesFailed, collectDspLinks, serviceClients } from "../../../../src/lib/integrations";

const SOURCE_NAMES = { songlink: "song.link", deezer: "Deezer", itunes: "Apple Music", musicbrainz: "MusicBrainz" } as const;

export interface StoredDspLinks {
  links: DspLinks;
  fetchedAt: Date;
  /** Sources that did not answer (the links come from the others). */
  missing: string[];
}

/**
 * Generates a release's streaming links and stores them with the time
 * (dsp_links, dsp_links_fetched_at) as a `links` change. Null, with nothing
 * stored, when every source that was asked failed. Shared by
 * generateDspLinks and refetchRelease.
 */
export async function generateAndStoreDspLinks(
  writer: ContentWriter,
  release: Release,
  ids: { spotifyAlbumId: string | null; isrc: string | null },
): Promise<StoredDspLinks | null> {
  const collection = await collectDspLinks({ ...ids, own: release }, await serviceClients());
  if (collection.albumLookupError)
    logger.warn("DSP links: Spotify album lookup failed", { releaseId: release.id, cause: String(collection.albumLookupError) });
  for (const { service, error } of collection.failed)
    logger.warn(`DSP links: ${service} failed`, { releaseId: release.id, cause: String(error) });
  if (allSourcesFailed(collection)) return null;

  const fetchedAt = new Date();
  const patch = { dsp_links: collection.links, dsp_links_fetched_at: fetchedAt, updated_at: fetchedAt };
  const updated = await updateContent(writer, "releases", release.id, patch, "links");
  if (!updated) throw new HttpsError("not-found", CONTENT_ERRORS.releaseNotFound);
  return { links: updated.dsp_links, fetchedAt, missing: collection.failed.map((f) => SOURCE_NAMES[f.service]) };
}
