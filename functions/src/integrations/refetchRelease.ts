import { HttpsError } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { buildReleaseArtistLinks, CONTENT_ERRORS, RELEASE_TOASTS, writeRequirements } from "../../../src/lib/domain";
import { saveReleaseWithLinks } from "../../../src/lib/data/contentWrites";
import { fetchAlbumInfo, integrations, refetchedFields } from "../../../src/lib/integrations";
import { defineCallable, requireAdmin, requireEvery, requirePermission } from "../callable";
import { ensureAlbumArtists, findAlbumArtists } from "./ensureArtists";
import { withSpotify } from "./secrets";
import { generateAndStoreDspLinks } from "./storeDspLinks";
import { upstreamFailure } from "./upstreamErrors";

/**
 * Refetch (docs/product.md#refetch-rules): updates title, image, release date, year, genre
 * and ISRC from the Spotify album; creates its missing artists unpublished
 * (for callers who may create artists);
 * replaces the release's artist links (Spotify's first artist becomes the
 * primary); then regenerates the streaming links. `dspLinksGenerated: false`
 * → the admin's 'Album updated but DSP links generation failed' warning.
 */
export const refetchRelease = defineCallable(
  "refetchRelease",
  async ({ releaseId }, context) => {
    const { repos } = context;
    const release = await repos.releases.get(releaseId);
    if (!release) {
      await requireAdmin(context);
      throw new HttpsError("not-found", CONTENT_ERRORS.releaseNotFound);
    }
    const before = { artistId: release.artist_id, isPublished: release.is_published };
    await requireEvery(context, "releases", writeRequirements(before, before));
    if (!release.spotify_album_id) throw new HttpsError("failed-precondition", RELEASE_TOASTS.releaseWithoutAlbumId);

    const { spotify } = integrations();
    let fetched;
    try {
      fetched = await fetchAlbumInfo(spotify, release.spotify_album_id);
    } catch (error) {
      throw upstreamFailure(error, RELEASE_TOASTS.refetchFailed, { malformed: RELEASE_TOASTS.invalidSpotifyResponse });
    }
    for (const warning of fetched.warnings) logger.warn("Refetch: partial album info", { releaseId, cause: String(warning) });
    const { info } = fetched;
    if (info.artists.length === 0) throw new HttpsError("unavailable", RELEASE_TOASTS.invalidSpotifyResponse);

    // The primary artist may change: the caller must also be allowed to give the release to it
    // (a primary still missing from the catalogue is a new artist, reached only by global grants).
    const found = await findAlbumArtists(repos, info.artists);
    await requireEvery(context, "releases", writeRequirements(before, { ...before, artistId: found[0]?.id ?? null }));
    // Creating the missing artists is creating artists: a global artists.draft grant, as in the artist form.
    if (found.includes(null)) await requirePermission(context, "artists", "draft", null);

    const { ids, created } = await ensureAlbumArtists(repos, spotify, info.artists, found).catch((error: unknown) => {
      throw upstreamFailure(error, RELEASE_TOASTS.refetchFailed);
    });
    for (const artistId of created) await repos.contentChanges.record("artists", artistId);

    const [primaryId, ...additionalIds] = ids;
    const updated = { ...release, ...refetchedFields(release, info), artist_id: primaryId!, updated_at: new Date() };
    const saved = await saveReleaseWithLinks(repos, updated, buildReleaseArtistLinks(release.id, primaryId!, additionalIds), "update");
    if (!saved) throw new HttpsError("not-found", CONTENT_ERRORS.releaseNotFound);
    await repos.contentChanges.record("releases", release.id);

    const links = await generateAndStoreDspLinks(repos, updated, { spotifyAlbumId: updated.spotify_album_id, isrc: updated.isrc }).catch((error: unknown) => {
      logger.error("Refetch: DSP links generation failed", { releaseId, cause: String(error) });
      return null;
    });
    return { dspLinksGenerated: links !== null };
  },
  withSpotify,
);
