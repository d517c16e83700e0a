import { HttpsError } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { parseSpotifyAlbumId, parseSpotifyArtistId, type SpotifyReleaseItem } from "../../../../src/lib/domain/catalog";
import { ARTIST_TOASTS, CONTENT_ERRORS, RELEASE_TOASTS, uuidPattern } from "../../../../src/lib/domain/shared";
import type { Repositories } from "../../../../src/lib/data";
import {
  artistProfile,
  fetchAlbumInfo,
  integrationsConfig,
  releaseItems,
  serviceClients,
  TtlCache,
} from "../../../../src/lib/integrations";
import { access } from "../accessRules";
import { browsesSpotify, readCaller, seesUnpublishedArtist } from "../authorization";
import type { CallableInput } from "../../callable";
import { upstreamFailure } from "../../catalog/upstreamErrors";
import { defineOperation, READS_ONLY } from "../operation";

// Looking things up on Spotify (docs/product.md): an artist's profile and releases, an album's details, and
// whether Spotify is the real service. Nothing is written.

/**
 * 'spotify-artist-profile': the admin artist form's fetch button. Any staff
 * member who may view, draft or edit artists may look a profile up (the
 * artist being typed in may not be saved yet); the form then fills the image
 * and, when empty, the genre (src/lib/domain/catalog/genres.ts genreFromSpotifyGenres).
 */
export const spotifyArtistProfile = defineOperation(
  "spotifyArtistProfile",
  { access: access.anywhere<CallableInput<"spotifyArtistProfile">>("artists", ["view", "draft", "edit"]), audit: READS_ONLY },
  async ({ artistId }) => {
    const spotifyId = parseSpotifyArtistId(artistId);
    if (!spotifyId) throw new HttpsError("invalid-argument", ARTIST_TOASTS.spotifyInputMissing);
    try {
      return artistProfile(await (await serviceClients()).spotify.getArtist(spotifyId));
    } catch (error) {
      throw upstreamFailure(error, ARTIST_TOASTS.spotifyFetchFailed);
    }
  },
);

/** 'spotify-album-info': album details (name, date, genres, images, ISRC, artists) for staff who edit releases. */
export const spotifyAlbumInfo = defineOperation(
  "spotifyAlbumInfo",
  { access: access.anywhere<CallableInput<"spotifyAlbumInfo">>("releases", ["draft", "edit"]), audit: READS_ONLY },
  async ({ albumId }) => {
    const id = parseSpotifyAlbumId(albumId);
    if (!id) throw new HttpsError("invalid-argument", RELEASE_TOASTS.isrcOrAlbumIdMissing);
    try {
      return (await fetchAlbumInfo((await serviceClients()).spotify, id)).info;
    } catch (error) {
      throw upstreamFailure(error, ARTIST_TOASTS.spotifyFetchFailed, { malformed: RELEASE_TOASTS.invalidSpotifyResponse });
    }
  },
);

/** Visitors of one artist page share the answer for a while (see TtlCache). */
const publicAnswers = new TtlCache<SpotifyReleaseItem[]>(10 * 60 * 1000);

/**
 * Which Spotify artist to list, and whether the caller may. Anyone may list
 * a published artist of our catalogue (the public artist page); staff who
 * import releases or edit artists may list any artist; nobody else may use
 * the function as an open Spotify proxy.
 */
async function resolveArtist(
  context: { uid: string | null; repos: Repositories },
  artistId: string,
): Promise<{ spotifyId: string; publicAnswer: boolean }> {
  const { repos } = context;
  // Public as well as staff: the caller's access is read, nothing required of it.
  const caller = await readCaller(context);
  const isStaff = browsesSpotify(caller);

  if (uuidPattern.test(artistId)) {
    const artist = await repos.artists.get(artistId);
    const visible = artist && (artist.is_published || seesUnpublishedArtist(caller, artist.id));
    if (!artist || !visible) throw new HttpsError("not-found", CONTENT_ERRORS.artistNotFound);
    if (!artist.spotify_artist_id) throw new HttpsError("failed-precondition", RELEASE_TOASTS.artistWithoutSpotifyId);
    return { spotifyId: artist.spotify_artist_id, publicAnswer: artist.is_published && !isStaff };
  }

  const spotifyId = parseSpotifyArtistId(artistId);
  if (!spotifyId) throw new HttpsError("invalid-argument", RELEASE_TOASTS.artistWithoutSpotifyId);
  if (isStaff) return { spotifyId, publicAnswer: false };
  const ours = await repos.artists.findBySpotifyId(spotifyId);
  if (!ours?.is_published) throw new HttpsError("not-found", CONTENT_ERRORS.artistNotFound);
  return { spotifyId, publicAnswer: true };
}

/**
 * 'spotify-artist-releases': an artist's albums, singles and compilations on
 * Spotify, newest first — for the admin import dialog and the public artist
 * page. `artistId` is our artist's id or its Spotify artist ID.
 */
export const spotifyArtistReleases = defineOperation(
  "spotifyArtistReleases",
  {
    // Checked in the handler: a published artist of ours for anyone, any artist for staff who import releases or edit artists.
    access: access.public("the public artist page lists a published artist's releases"),
    audit: READS_ONLY,
  },
  async ({ artistId }: CallableInput<"spotifyArtistReleases">, { uid, repos }) => {
    const { spotifyId, publicAnswer } = await resolveArtist({ uid, repos }, artistId);
    const cached = publicAnswer ? publicAnswers.get(spotifyId) : undefined;
    if (cached) return { releases: cached };
    try {
      const { albums, dropped } = await (await serviceClients()).spotify.getArtistAlbums(spotifyId);
      if (dropped > 0) logger.warn("Spotify releases: malformed items dropped", { spotifyId, dropped });
      const releases = releaseItems(albums);
      if (publicAnswer) publicAnswers.set(spotifyId, releases);
      return { releases };
    } catch (error) {
      throw upstreamFailure(error, RELEASE_TOASTS.spotifyReleasesFailed, { malformed: RELEASE_TOASTS.invalidReleasesResponse });
    }
  },
);

/** Whether Spotify is the real service or the local fake (no credentials on the emulators): the admin shows a notice. */
export const integrationStatus = defineOperation("integrationStatus", { access: access.staff(), audit: READS_ONLY }, () =>
  Promise.resolve({ spotify: integrationsConfig().spotify.mode }),
);
