import {
  EMPTY_STATES,
  deriveSpotifyAlbumUrl,
  formatGenreLabel,
  formatLongDate,
  type Artist,
  type PressPost,
  type Release,
  type ReleaseArtist,
} from "../domain";

/**
 * View models of the public cards: plain data, computed at build time from
 * the stored documents with the spec's card rules.
 */
export const PLACEHOLDER_ARTIST_IMAGE = "/images/placeholder-artist.svg";

export interface ArtistCard {
  name: string;
  href: string;
  genre: string | null;
  imageUrl: string;
}

export interface ReleaseCard {
  id: string;
  title: string;
  href: string;
  artistNames: string;
  /** Every credited artist name, for search. */
  searchNames: string[];
  year: string | null;
  genre: string | null;
  releaseDate: string | null;
  trackCount: number | null;
  albumType: string | null;
  listenUrl: string | null;
  imageUrl: string | null;
}

export interface PressCard {
  title: string;
  href: string;
  excerpt: string | null;
  imageUrl: string | null;
  date: string;
}

export function artistCard(artist: Artist): ArtistCard {
  return {
    name: artist.name,
    href: `/artist/${artist.slug}`,
    genre: artist.genre ? formatGenreLabel(artist.genre) : null,
    imageUrl: artist.image_url ?? PLACEHOLDER_ARTIST_IMAGE,
  };
}

/**
 * A release card: credited artists in artist order (published ones only),
 * else the primary artist, else 'Unknown'. The URL uses the primary artist's
 * slug.
 */
export function releaseCard(release: Release, links: readonly ReleaseArtist[], artistsById: ReadonlyMap<string, Artist>): ReleaseCard {
  const credited = links
    .filter((l) => l.release_id === release.id)
    .sort((a, b) => a.artist_order - b.artist_order)
    .map((l) => artistsById.get(l.artist_id))
    .filter((a): a is Artist => Boolean(a?.is_published));
  const primary = (release.artist_id ? artistsById.get(release.artist_id) : undefined) ?? credited[0];
  const names = credited.length > 0 ? credited.map((a) => a.name) : primary ? [primary.name] : [];
  return {
    id: release.id,
    title: release.title,
    href: primary ? `/releases/${primary.slug}/${release.slug}` : `/releases`,
    artistNames: names.length > 0 ? names.join(", ") : EMPTY_STATES.unknownArtist,
    searchNames: names,
    year: release.year,
    genre: release.genre ? formatGenreLabel(release.genre) : null,
    releaseDate: release.release_date,
    trackCount: release.total_tracks,
    albumType: release.album_type,
    listenUrl: deriveSpotifyAlbumUrl(release.spotify_album_id),
    imageUrl: release.image_url,
  };
}

export function pressCard(post: PressPost): PressCard {
  return {
    title: post.title,
    href: `/press/${post.slug}`,
    excerpt: post.excerpt,
    imageUrl: post.featured_image_url,
    date: formatLongDate(post.published_at),
  };
}

/**
 * Home roster rule (spec section 7): the first distinct artists of the
 * newest published releases, then the newest other artists to fill up.
 */
export function pickRosterArtists(newestReleases: readonly Release[], artistsById: ReadonlyMap<string, Artist>, fill: readonly Artist[], count: number): Artist[] {
  const chosen: Artist[] = [];
  for (const release of newestReleases) {
    const artist = release.artist_id ? artistsById.get(release.artist_id) : undefined;
    if (artist?.is_published && !chosen.some((a) => a.id === artist.id)) chosen.push(artist);
    if (chosen.length === count) return chosen;
  }
  for (const artist of fill) {
    if (chosen.length === count) break;
    if (artist.is_published && !chosen.some((a) => a.id === artist.id)) chosen.push(artist);
  }
  return chosen;
}
