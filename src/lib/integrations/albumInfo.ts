/**
 * Album details as refetch needs them: the album, the ISRC of its first
 * track, and its primary artist's genres (albums carry none any more); with
 * `withTracks`, every track and each track's ISRC as well. The ISRC and
 * genre lookups are best effort: without them an ISRC or the genre is
 * simply missing, while a broken album answer (or tracks page) fails the
 * whole call.
 */
import { type SpotifyAlbumInfo } from "../domain/catalog";
import { LIMITS } from "../domain/shared";
import type { ApiAlbum, ApiSimplifiedTrack } from "./spotifyApi";
import type { SpotifyClient } from "./spotifyClient";
import { albumInfo, albumPageTracks, firstTrackId } from "./spotifyMapping";

export interface FetchedAlbumInfo {
  album: ApiAlbum;
  info: SpotifyAlbumInfo;
  /** The album's tracks in order: all of them (up to the tracklist limit) with `withTracks`, else the album answer's first page. */
  tracks: ApiSimplifiedTrack[];
  /** ISRC by Spotify track ID, for the tracks looked up (null: Spotify has none, or the lookup failed). */
  isrcs: Map<string, string | null>;
  /** Lookups that failed but did not stop the call, for the log. */
  warnings: unknown[];
}

/**
 * Spotify has no batch track lookup for development-mode apps (docs/integrations.md#the-clients):
 * one request per track, this many at a time.
 */
const TRACK_LOOKUPS_AT_ONCE = 4;

async function lookUpIsrcs(
  spotify: Pick<SpotifyClient, "getTrack">,
  ids: readonly string[],
  warnings: unknown[],
): Promise<Map<string, string | null>> {
  const isrcs = new Map<string, string | null>();
  const queue = [...new Set(ids)];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const isrc = await spotify.getTrack(id).then(
        (track) => track.external_ids?.isrc?.trim() || null,
        (error: unknown) => (warnings.push(error), null),
      );
      isrcs.set(id, isrc);
    }
  };
  await Promise.all(Array.from({ length: Math.min(TRACK_LOOKUPS_AT_ONCE, queue.length) }, worker));
  return isrcs;
}

export async function fetchAlbumInfo(
  spotify: Pick<SpotifyClient, "getAlbum" | "getTrack" | "getArtist" | "getAlbumTracks">,
  albumId: string,
  { withTracks = false }: { withTracks?: boolean } = {},
): Promise<FetchedAlbumInfo> {
  const album = await spotify.getAlbum(albumId);
  const warnings: unknown[] = [];
  const tracks = withTracks ? await spotify.getAlbumTracks(album, LIMITS.track.perRelease) : albumPageTracks(album);
  const firstId = firstTrackId(tracks);
  const lookups = withTracks ? tracks.flatMap((track) => (track.id ? [track.id] : [])) : firstId ? [firstId] : [];
  const primaryArtistId = album.artists[0]?.id;
  const [isrcs, primaryArtistGenres] = await Promise.all([
    lookUpIsrcs(spotify, lookups, warnings),
    album.genres.length === 0 && primaryArtistId
      ? spotify.getArtist(primaryArtistId).then(
          (artist) => artist.genres,
          (error: unknown) => (warnings.push(error), []),
        )
      : [],
  ]);
  const isrc = firstId ? (isrcs.get(firstId) ?? null) : null;
  return { album, info: albumInfo(album, { isrc, primaryArtistGenres }), tracks, isrcs, warnings };
}
