import { HttpsError } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { parseSpotifyArtistId, type SpotifyReleaseItem } from "../../../src/lib/domain/catalog";
import { CONTENT_ERRORS, RELEASE_TOASTS, uuidPattern } from "../../../src/lib/domain/shared";
import { serviceClients, releaseItems, TtlCache } from "../../../src/lib/integrations";
import { browsesSpotify, readCaller, seesUnpublishedArtist } from "../authorization";
import { access } from "../accessRules";
import { defineCallable, type CallContext } from "../callable";
import { withSpotify } from "./secrets";
import { upstreamFailure } from "./upstreamErrors";
import { READS_ONLY } from "../operations/operation";

/** Visitors of one artist page share the answer for a while (see TtlCache). */
const publicAnswers = new TtlCache<SpotifyReleaseItem[]>(10 * 60 * 1000);

/**
 * Which Spotify artist to list, and whether the caller may. Anyone may list
 * a published artist of our catalogue (the public artist page); staff who
 * import releases or edit artists may list any artist; nobody else may use
 * the function as an open Spotify proxy.
 */
async function resolveArtist(context: CallContext, artistId: string): Promise<{ spotifyId: string; publicAnswer: boolean }> {
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
export const spotifyArtistReleases = defineCallable(
  "spotifyArtistReleases",
  {
    // Checked in the handler: a published artist of ours for anyone, any artist for staff who import releases or edit artists.
    access: access.public("the public artist page lists a published artist's releases"),
    audit: READS_ONLY,
    options: withSpotify,
  },
  async ({ artistId }, context) => {
    const { spotifyId, publicAnswer } = await resolveArtist(context, artistId);
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
