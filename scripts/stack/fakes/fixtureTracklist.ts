/**
 * The tracklist refetching a fixture album would store (its tracks with
 * their ISRCs, as the fake Spotify answers them), so the seeded releases
 * list the tracks a person gets by pressing REFETCH. Pure.
 */
import type { Track } from "../../../src/lib/domain/catalog";
import { tracksFromSpotify } from "../../../src/lib/integrations/spotifyMapping";
import { fixtureAlbum, fixtureArtist, fixtureTrack } from "./fixtures";
import { simplifiedTrack } from "./spotifyFake";

export function fixtureTracklist(spotifyAlbumId: string, releaseId: string): Track[] {
  const album = fixtureAlbum(spotifyAlbumId);
  if (!album) throw new Error(`No fixture album ${spotifyAlbumId}`);
  const numbers = Array.from({ length: album.total_tracks }, (_, i) => i + 1);
  return tracksFromSpotify(
    numbers.map((n) => simplifiedTrack(album, n)),
    {
      releaseId,
      albumArtistNames: album.artistIds.map((id) => fixtureArtist(id)?.name ?? id),
      isrcs: new Map(numbers.map((n) => [fixtureTrack(album, n).id, fixtureTrack(album, n).isrc])),
    },
  );
}
