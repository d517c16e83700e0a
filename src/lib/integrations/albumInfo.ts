/**
 * Album details as refetch needs them: the album, the ISRC of its first
 * track, and its primary artist's genres (albums carry none any more). The
 * two extra lookups are best effort: without them the ISRC or genre is
 * simply missing, while a broken album answer fails the whole call.
 */
import type { SpotifyAlbumInfo } from "../domain";
import type { ApiAlbum } from "./spotifyApi";
import type { SpotifyClient } from "./spotifyClient";
import { albumInfo, firstTrackId } from "./spotifyMapping";

export interface FetchedAlbumInfo {
  album: ApiAlbum;
  info: SpotifyAlbumInfo;
  /** Lookups that failed but did not stop the call, for the log. */
  warnings: unknown[];
}

export async function fetchAlbumInfo(spotify: Pick<SpotifyClient, "getAlbum" | "getTrack" | "getArtist">, albumId: string): Promise<FetchedAlbumInfo> {
  const album = await spotify.getAlbum(albumId);
  const warnings: unknown[] = [];
  const trackId = firstTrackId(album);
  const primaryArtistId = album.artists[0]?.id;
  const [isrc, primaryArtistGenres] = await Promise.all([
    trackId
      ? spotify.getTrack(trackId).then(
          (track) => track.external_ids?.isrc?.trim() || null,
          (error: unknown) => (warnings.push(error), null),
        )
      : null,
    album.genres.length === 0 && primaryArtistId
      ? spotify.getArtist(primaryArtistId).then(
          (artist) => artist.genres,
          (error: unknown) => (warnings.push(error), []),
        )
      : [],
  ]);
  return { album, info: albumInfo(album, { isrc, primaryArtistGenres }), warnings };
}
