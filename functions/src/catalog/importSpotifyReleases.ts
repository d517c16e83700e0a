import { buildReleaseArtistLinks } from "../../../src/lib/domain/catalog";
import { CONTENT_ERRORS, LIMITS, RELEASE_TOASTS } from "../../../src/lib/domain/shared";
import { saveReleaseWithLinks } from "../../../src/lib/data/catalog/contentTransactions";
import { isAlreadyExists } from "../../../src/lib/data/firestoreErrors";
import { importedRelease, importedReleaseId, importSlug, serviceClients, isUpstreamError } from "../../../src/lib/integrations";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { freeReleaseSlug } from "./freeSlugs";
import { withSpotify } from "./secrets";
import { upstreamFailure } from "./upstreamErrors";

/**
 * Imports the selected Spotify albums as unpublished releases of one of our
 * artists (docs/product.md#import-rules). Albums already present (by spotify_album_id) are
 * skipped, so importing twice creates nothing new; an album Spotify does not
 * know is skipped too. Creating unpublished releases is what `draft` allows
 * (the permission model of the release form), for that artist.
 */
export const importSpotifyReleases = defineCallable(
  "importSpotifyReleases",
  {
    access: access.item({
      resource: "releases",
      anyOf: ["draft"],
      load: ({ artistId }, repos) => repos.artists.get(artistId),
      notFound: CONTENT_ERRORS.artistNotFound,
      requirements: (found) => [{ action: "draft", artistId: found.id }],
    }),
    audit: "content",
    options: withSpotify,
  },
  async ({ albumIds }, context) => {
    const { repos, item: artist, writer } = context;

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
