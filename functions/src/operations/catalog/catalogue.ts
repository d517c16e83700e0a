import { HttpsError } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { writeRequirements } from "../../../../src/lib/domain/access";
import { buildReleaseArtistLinks, dspLinksPartial, parseSpotifyAlbumId } from "../../../../src/lib/domain/catalog";
import { CONTENT_ERRORS, LIMITS, RELEASE_TOASTS } from "../../../../src/lib/domain/shared";
import { saveReleaseWithLinks } from "../../../../src/lib/data/catalog/contentTransactions";
import { isAlreadyExists } from "../../../../src/lib/data/firestoreErrors";
import {
  fetchAlbumInfo,
  importedRelease,
  importedReleaseId,
  importSlug,
  isUpstreamError,
  refetchedFields,
  serviceClients,
  spotifyArtistDocumentId,
  tracksFromSpotify,
} from "../../../../src/lib/integrations";
import { access } from "../accessRules";
import { assertAllowed } from "../authorization";
import type { CallableInput } from "../../callable";
import { findAlbumArtists, newAlbumArtists } from "../../catalog/ensureArtists";
import { freeReleaseSlug } from "../../catalog/freeSlugs";
import { upstreamFailure } from "../../catalog/upstreamErrors";
import { defineOperation, READS_ONLY } from "../operation";
import { generateAndStoreDspLinks } from "./dspLinks";

// The catalogue from the streaming services (docs/product.md#import-rules, #refetch-rules): importing an
// artist's albums, refetching a release, generating its streaming links. Each write goes through the content
// writer, whose transaction carries its audit entry and version.

/**
 * Imports the selected Spotify albums as unpublished releases of one of our
 * artists (docs/product.md#import-rules). Albums already present (by spotify_album_id) are
 * skipped, so importing twice creates nothing new; an album Spotify does not
 * know is skipped too. Creating unpublished releases is what `draft` allows
 * (the permission model of the release form), for that artist.
 */
export const importSpotifyReleases = defineOperation(
  "importSpotifyReleases",
  {
    access: access.item({
      resource: "releases",
      anyOf: ["draft"],
      load: ({ artistId }: CallableInput<"importSpotifyReleases">, repos) => repos.artists.get(artistId),
      notFound: CONTENT_ERRORS.artistNotFound,
      requirements: (found) => [{ action: "draft", artistId: found.id }],
    }),
    audit: "content",
  },
  async ({ albumIds }, { repos, item: artist, writer }) => {
    const { spotify } = await serviceClients();
    let imported = 0;
    let skipped = 0;
    // One after another: each slug check sees the releases imported before it.
    for (const albumId of new Set(albumIds)) {
      if (await repos.releases.findBySpotifyAlbumId(albumId)) {
        skipped++;
        continue;
      }
      let album, tracks;
      try {
        album = await spotify.getAlbum(albumId);
        // Beyond the album's first 50 tracks, one more request per 50.
        tracks = await spotify.getAlbumTracks(album, LIMITS.track.perRelease);
      } catch (error) {
        if (isUpstreamError(error, "not-found")) {
          skipped++;
          continue;
        }
        throw upstreamFailure(error, RELEASE_TOASTS.importFailed);
      }
      // Spotify may answer with the album's current ID (relinking): that one may be here already.
      if (album.id !== albumId && (await repos.releases.findBySpotifyAlbumId(album.id))) {
        skipped++;
        continue;
      }
      const id = importedReleaseId(album.id);
      const slug = await freeReleaseSlug(repos, importSlug(album), [artist.id], id);
      const release = importedRelease(album, { id, artistId: artist.id, slug, now: new Date(), tracks });
      try {
        await saveReleaseWithLinks(writer, { release, links: buildReleaseArtistLinks(id, artist.id, []), mode: "create", kind: "import" });
      } catch (error) {
        // Already there: another import created the same release meanwhile.
        if (!isAlreadyExists(error)) throw upstreamFailure(error, RELEASE_TOASTS.importFailed);
        skipped++;
        continue;
      }
      imported++;
    }
    return { imported, skipped };
  },
);

/**
 * The import dialog marks the service's albums a release of ours already has
 * (by spotify_album_id), which the import would skip: asked of the server
 * for the albums shown, since the releases list is paged. For those who may
 * import (releases draft, for some artist).
 */
export const importedSpotifyAlbums = defineOperation(
  "importedSpotifyAlbums",
  { access: access.anywhere<CallableInput<"importedSpotifyAlbums">>("releases", ["draft"]), audit: READS_ONLY },
  async ({ albumIds }, { repos }) => ({ albumIds: await repos.releases.presentAlbumIds(albumIds) }),
);

/**
 * Refetch (docs/product.md#refetch-rules): updates title, image, release date, year, genre,
 * ISRC and the tracklist from the Spotify album; creates its missing artists unpublished
 * (for callers who may create artists);
 * replaces the release's artist links (Spotify's first artist becomes the
 * primary); then regenerates the streaming links. `dspLinksGenerated: false`
 * → the admin's 'Album updated but DSP links generation failed' warning.
 */
export const refetchRelease = defineOperation(
  "refetchRelease",
  { access: access.release("edit", (input: CallableInput<"refetchRelease">) => input.releaseId), audit: "content" },
  async ({ releaseId }, { repos, caller, item: release, writer }) => {
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

/**
 * 'generate-dsp-links': streaming links for a saved release from its Spotify
 * album and/or ISRC — the values sent (the form's current ones) or else the
 * stored ones — merged with its own Apple Music, Bandcamp and SoundCloud URLs.
 */
export const generateDspLinks = defineOperation(
  "generateDspLinks",
  {
    access: access.release("edit", (input: CallableInput<"generateDspLinks">) => input.releaseId, RELEASE_TOASTS.saveReleaseFirst),
    audit: "content",
  },
  async ({ spotifyUrl, isrc }, { item: release, writer }) => {
    const spotifyAlbumId = (spotifyUrl ? parseSpotifyAlbumId(spotifyUrl) : null) ?? release.spotify_album_id;
    const isrcValue = isrc?.trim().toUpperCase() || release.isrc;
    if (!spotifyAlbumId && !isrcValue) throw new HttpsError("invalid-argument", RELEASE_TOASTS.isrcOrAlbumIdMissing);

    let stored;
    try {
      stored = await generateAndStoreDspLinks(writer, release, { spotifyAlbumId, isrc: isrcValue });
    } catch (error) {
      throw upstreamFailure(error, RELEASE_TOASTS.dspLinksFailed);
    }
    if (!stored) throw new HttpsError("unavailable", RELEASE_TOASTS.dspLinksFailed);
    return {
      success: true,
      platforms: stored.links,
      fetchedAt: stored.fetchedAt,
      ...(stored.missing.length > 0 ? { message: dspLinksPartial(stored.missing) } : {}),
    };
  },
);
