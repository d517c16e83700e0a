import { HttpsError } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { CONTENT_ERRORS, RELEASE_TOASTS, parseSpotifyArtistId, type Artist, type SpotifyReleaseItem } from "../../../src/lib/domain";
import { callerCan } from "../../../src/lib/server/access";
import { integrations, releaseItems, TtlCache } from "../../../src/lib/integrations";
import { defineCallable, type CallContext } from "../callable";
import { withSpotify } from "./secrets";
import { holdsAny, optionalCallerAccess } from "./staffAccess";
import { upstreamFailure } from "./upstreamErrors";

/** Visitors of one artist page share the answer for a while (see TtlCache). */
const publicAnswers = new TtlCache<SpotifyReleaseItem[]>(10 * 60 * 1000);

/** Our artist (by document id) or a bare Spotify ID / URL. */
const looksLikeDocumentId = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * Which Spotify artist to list, and whether the caller may. Anyone may list
 * a published artist of our catalogue (the public artist page); staff who
 * import releases or edit artists may list any artist; nobody else may use
 * the function as an open Spotify proxy.
 */
async function resolveArtist(context: CallContext, artistId: string): Promise<{ spotifyId: string; publicAnswer: boolean }> {
  const { repos } = context;
  const access = await optionalCallerAccess(context);
  const isStaff = access !== null && (holdsAny(access, "releases", ["draft", "edit"]) || holdsAny(access, "artists", ["view", "draft", "edit"]));

  if (looksLikeDocumentId(artistId)) {
    const artist: Artist | null = await repos.artists.get(artistId);
    const visible = artist && (artist.is_published || (access !== null && (callerCan(access, "artists", "view", artist.id) || callerCan(access, "releases", "draft", artist.id) || callerCan(access, "releases", "edit", artist.id))));
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
export const spotifyArtistReleases = defineCallable(
  "spotifyArtistReleases",
  async ({ artistId }, context) => {
    const { spotifyId, publicAnswer } = await resolveArtist(context, artistId);
    const cached = publicAnswer ? publicAnswers.get(spotifyId) : undefined;
    if (cached) return { releases: cached };
    try {
      const { albums, dropped } = await integrations().spotify.getArtistAlbums(spotifyId);
      if (dropped > 0) logger.warn("Spotify releases: malformed items dropped", { spotifyId, dropped });
      const releases = releaseItems(albums);
      if (publicAnswer) publicAnswers.set(spotifyId, releases);
      return { releases };
    } catch (error) {
      throw upstreamFailure(error, RELEASE_TOASTS.spotifyReleasesFailed, { malformed: RELEASE_TOASTS.invalidReleasesResponse });
    }
  },
  withSpotify,
);
