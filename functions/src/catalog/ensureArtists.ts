import { logger } from "firebase-functions/logger";
import { genreFromSpotifyGenres, type Artist, type SpotifyAlbumInfo } from "../../../src/lib/domain/catalog";
import { LIMITS } from "../../../src/lib/domain/shared";
import type { Repositories } from "../operations/operation";
import { newArtistSlugBase, spotifyArtistDocumentId, type Integrations } from "../../../src/lib/integrations";
import { freeArtistSlug } from "./freeSlugs";

type AlbumArtist = SpotifyAlbumInfo["artists"][number];

/** Our artists for an album's credited artists, in credit order: found by spotify_artist_id, or null when missing. */
export async function findAlbumArtists(repos: Repositories, artists: readonly AlbumArtist[]): Promise<(Artist | null)[]> {
  return Promise.all(artists.map((artist) => repos.artists.findBySpotifyId(artist.spotifyId)));
}

/**
 * The credited artists missing from our catalogue (docs/product.md#refetch-rules), as new
 * unpublished artists with the portrait and genre of their Spotify profile
 * when it can be read; written by the refetch's transaction. Returns every
 * credited artist's id in credit order, and the artists to create.
 */
export async function newAlbumArtists(
  repos: Repositories,
  spotify: Integrations["spotify"],
  credited: readonly AlbumArtist[],
  found: readonly (Artist | null)[],
): Promise<{ ids: string[]; created: Artist[] }> {
  const ids: string[] = [];
  const created: Artist[] = [];
  for (const [index, artist] of credited.entries()) {
    const existing = found[index];
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    const id = spotifyArtistDocumentId(artist.spotifyId);
    if (ids.includes(id)) continue;
    const profile = await spotify.getArtist(artist.spotifyId).catch((error: unknown) => {
      logger.warn("Refetch: artist profile unavailable", { spotifyId: artist.spotifyId, cause: String(error) });
      return null;
    });
    const name = (artist.name.trim() || profile?.name || artist.spotifyId).slice(0, LIMITS.artist.name);
    const record: Artist = {
      id,
      name,
      slug: await freeArtistSlug(repos, newArtistSlugBase(name, artist.spotifyId), id),
      bio: null,
      genre: genreFromSpotifyGenres(profile?.genres)?.slice(0, LIMITS.artist.genre) ?? null,
      image_url: profile?.images[0]?.url ?? null,
      spotify_artist_id: artist.spotifyId,
      instagram_url: null,
      twitter_url: null,
      facebook_url: null,
      soundcloud_url: null,
      bandcamp_url: null,
      website_url: null,
      is_published: false,
      created_at: new Date(),
    };
    created.push(record);
    ids.push(id);
  }
  return { ids, created };
}
