import { HttpsError } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { writeRequirements } from "../../../src/lib/domain/access";
import { buildReleaseArtistLinks } from "../../../src/lib/domain/catalog";
import { CONTENT_ERRORS, RELEASE_TOASTS } from "../../../src/lib/domain/shared";
import { saveReleaseWithLinks } from "../../../src/lib/data/catalog/contentTransactions";
import { fetchAlbumInfo, serviceClients, refetchedFields, spotifyArtistDocumentId, tracksFromSpotify } from "../../../src/lib/integrations";
import { access } from "../accessRules";
import { assertAllowed } from "../authorization";
import { defineCallable } from "../callable";
import { findAlbumArtists, newAlbumArtists } from "./ensureArtists";
import { withSpotify } from "./secrets";
import { generateAndStoreDspLinks } from "./storeDspLinks";
import { upstreamFailure } from "./upstreamErrors";

/**
 * Refetch (docs/product.md#refetch-rules): updates title, image, release date, year, genre,
 * ISRC and the tracklist from the Spotify album; creates its missing artists unpublished
 * (for callers who may create artists);
 * replaces the release's artist links (Spotify's first artist becomes the
 * primary); then regenerates the streaming links. `dspLinksGenerated: false`
 * → the admin's 'Album updated but DSP links generation failed' warning.
 */
export const refetchRelease = defineCallable(
  "refetchRelease",
  { access: access.release("edit", (input) => input.releaseId), audit: "content", options: withSpotify },
  async ({ releaseId }, context) => {
    const { repos, caller, item: release, writer } = context;
    const before = { artistId: release.artist_id, isPublished: release.is_published };
    if (!release.spotify_album_id) throw new HttpsError("failed-precondition", RELEASE_TOASTS.releaseWithoutAlbumId);

    const { spotify } = await serviceClients();
    let fetched;
    try {
      fetched = await fetchAlbumInfo(spotify, release.spotify_album_id, { withTracks: true });
    } catch (error) {
      throw upstreamFailure(error, RELEASE_TOASTS.refetchFailed, { malformed: RELEASE_TOASTS.invalidSpotifyResponse });
    }
    for (const warning of fetched.warnings) logger.warn("Refetch: partial album info", { releaseId, cause: String(warning) });
    const { info } = fetched;
    if (info.artists.length === 0) throw new HttpsError("unavailable", RELEASE_TOASTS.invalidSpotifyResponse);

    // The credits may change: the caller must also be allowed to give the release to its new
    // primary artist and, while it is published, to credit each artist (a credited artist still
    // missing from the catalogue is a new artist, reached only by global grants).
    const found = await findAlbumArtists(repos, info.artists);
    const creditedIds = info.artists.map((artist, index) => found[index]?.id ?? spotifyArtistDocumentId(artist.spotifyId));
    assertAllowed(
      caller,
      "releases",
      writeRequirements(before, { ...before, artistId: creditedIds[0] ?? null, creditedArtistIds: creditedIds.slice(1) }),
    );
    // Creating the missing artists is creating artists: a global artists.draft grant, as in the artist form.
    if (found.includes(null)) assertAllowed(caller, "artists", [{ action: "draft", artistId: null }]);

    const { ids, created } = await newAlbumArtists(repos, spotify, info.artists, found).catch((error: unknown) => {
      throw upstreamFailure(error, RELEASE_TOASTS.refetchFailed);
    });

    const [primaryId, ...additionalIds] = ids;
    const tracks = tracksFromSpotify(fetched.tracks, {
      releaseId: release.id,
      albumArtistNames: info.artists.map((artist) => artist.name.trim()),
      isrcs: fetched.isrcs,
      existing: release.tracks,
    });
    const updated = { ...release, ...refetchedFields(release, info), tracks, artist_id: primaryId!, updated_at: new Date() };
    const links = buildReleaseArtistLinks(release.id, primaryId!, additionalIds);
    const saved = await saveReleaseWithLinks(writer, { release: updated, links, mode: "update", kind: "refetch", newArtists: created });
    if (!saved) throw new HttpsError("not-found", CONTENT_ERRORS.releaseNotFound);

    const stored = await generateAndStoreDspLinks(writer, updated, { spotifyAlbumId: updated.spotify_album_id, isrc: updated.isrc }).catch(
      (error: unknown) => {
        logger.error("Refetch: DSP links generation failed", { releaseId, cause: String(error) });
        return null;
      },
    );
    return { dspLinksGenerated: stored !== null };
  },
);
