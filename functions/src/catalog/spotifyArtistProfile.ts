import { HttpsError } from "firebase-functions/https";
import { parseSpotifyArtistId } from "../../../src/lib/domain/catalog";
import { ARTIST_TOASTS } from "../../../src/lib/domain/shared";
import { artistProfile, serviceClients } from "../../../src/lib/integrations";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { withSpotify } from "./secrets";
import { upstreamFailure } from "./upstreamErrors";
import { READS_ONLY } from "../operations/operation";

/**
 * 'spotify-artist-profile': the admin artist form's fetch button. Any staff
 * member who may view, draft or edit artists may look a profile up (the
 * artist being typed in may not be saved yet); the form then fills the image
 * and, when empty, the genre (src/lib/domain/catalog/genres.ts genreFromSpotifyGenres).
 */
export const spotifyArtistProfile = defineCallable(
  "spotifyArtistProfile",
  { access: access.anywhere("artists", ["view", "draft", "edit"]), audit: READS_ONLY, options: withSpotify },
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
