import type { AdminRelease } from "../../../../src/lib/domain/catalog";
import { sortByArtistOrder, type Artist, type Release, type ReleaseArtist } from "../../../../src/lib/domain/catalog";
import type { Repositories } from "../../../../src/lib/data";

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

/** Reads what the rows of these releases show (credits, artists, pre-save totals) and builds them: a list page, or the one release a form opens. */
export async function readAdminReleaseRows(repos: Repositories, releases: readonly Release[]): Promise<AdminRelease[]> {
  // Primary artists are known from the releases: read with their credits, so only additional artists wait for the credits.
  const releaseIds = releases.map(({ id }) => id);
  const primaryIds = releases.flatMap((r) => (r.artist_id ? [r.artist_id] : []));
  const [links, primaryArtists, counts] = await Promise.all([
    repos.releaseCredits.linksOf(releaseIds, repos.releaseArtists),
    repos.artists.getMany(primaryIds),
    repos.preSaves.totalsFor(releaseIds),
  ]);
  const known = new Set(primaryIds);
  const additionalArtists = await repos.artists.getMany(links.map((l) => l.artist_id).filter((id) => !known.has(id)));
  return adminReleaseRows(releases, links, [...primaryArtists, ...additionalArtists], counts);
}
