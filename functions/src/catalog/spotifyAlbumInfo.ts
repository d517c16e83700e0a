import { HttpsError } from "firebase-functions/https";
import { parseSpotifyAlbumId } from "../../../src/lib/domain/catalog";
import { ARTIST_TOASTS, RELEASE_TOASTS } from "../../../src/lib/domain/shared";
import { fetchAlbumInfo, serviceClients } from "../../../src/lib/integrations";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { withSpotify } from "./secrets";
import { upstreamFailure } from "./upstreamErrors";
import { READS_ONLY } from "../operations/operation";

/** 'spotify-album-info': album details (name, date, genres, images, ISRC, artists) for staff who edit releases. */
export const spotifyAlbumInfo = defineCallable(
  "spotifyAlbumInfo",
  { access: access.anywhere("releases", ["draft", "edit"]), audit: READS_ONLY, options: withSpotify },
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
