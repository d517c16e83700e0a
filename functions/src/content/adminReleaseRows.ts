import type { AdminRelease } from "../../../src/lib/domain/contracts/content";
import { sortByArtistOrder, type Artist, type Release, type ReleaseArtist } from "../../../src/lib/domain";

/**
 * Rows of the admin ALL RELEASES list: each release with its primary
 * artist's name, its credited artists in order (each with id, name and
 * slug, or null when that artist no longer exists) and its pre-save count.
 */
export function adminReleaseRows(
  releases: readonly Release[],
  links: readonly ReleaseArtist[],
  artists: readonly Pick<Artist, "id" | "name" | "slug">[],
  preSaveCounts: ReadonlyMap<string, number>,
): AdminRelease[] {
  const artistById = new Map(artists.map((a) => [a.id, { id: a.id, name: a.name, slug: a.slug }]));
  const linksByRelease = new Map<string, ReleaseArtist[]>();
  for (const link of links) linksByRelease.set(link.release_id, [...(linksByRelease.get(link.release_id) ?? []), link]);
  return releases.map((release) => ({
    ...release,
    primary_artist_name: (release.artist_id && artistById.get(release.artist_id)?.name) || null,
    release_artists: sortByArtistOrder(linksByRelease.get(release.id) ?? []).map((link) => ({
      artist_id: link.artist_id,
      is_primary: link.is_primary,
      artist_order: link.artist_order,
      artist: artistById.get(link.artist_id) ?? null,
    })),
    pre_save_count: preSaveCounts.get(release.id) ?? 0,
  }));
}
