/** Links between a release and its credited artists (docs/product.md#releases-collection). */
import { z } from "zod";
import { ADDITIONAL_ARTIST_FIRST_ORDER } from "../shared/constants";
import { idSchema } from "../shared/fields";

export const releaseArtistSchema = z.object({
  release_id: idSchema,
  artist_id: idSchema,
  /** 0 for the primary artist, then 1, 2, … in credit order. */
  artist_order: z.int().min(0),
  /** Exactly one link per release is primary. */
  is_primary: z.boolean(),
});

export type ReleaseArtist = z.output<typeof releaseArtistSchema>;

/**
 * The full set of links to write for a release (the old ones are replaced):
 * primary at order 0, then the additional artists from order 1. A repeated id
 * or the primary listed again is skipped, so orders stay gap-free even if the
 * caller did not validate.
 */
export function buildReleaseArtistLinks(
  releaseId: string,
  primaryArtistId: string,
  additionalArtistIds: readonly string[],
): ReleaseArtist[] {
  const links: ReleaseArtist[] = [{ release_id: releaseId, artist_id: primaryArtistId, artist_order: 0, is_primary: true }];
  const seen = new Set([primaryArtistId]);
  let order = ADDITIONAL_ARTIST_FIRST_ORDER;
  for (const artistId of additionalArtistIds) {
    if (seen.has(artistId)) continue;
    seen.add(artistId);
    links.push({
      release_id: releaseId,
      artist_id: artistId,
      artist_order: order++,
      is_primary: false,
    });
  }
  return links;
}

/** Credited artists in display order (primary first); does not mutate. */
export function sortByArtistOrder<T extends Pick<ReleaseArtist, "artist_order">>(links: readonly T[]): T[] {
  return [...links].sort((a, b) => a.artist_order - b.artist_order);
}

/**
 * A release's credited artists in one document (`release_credits/{release_id}`),
 * written with its links in the same transaction: the admin releases list
 * reads a page's credits by id instead of querying every link
 * (docs/admin-lists.md#credited-artists).
 */
export const releaseCreditsSchema = z.object({
  release_id: idSchema,
  /** The links less their release id, in credit order. */
  artists: z.array(releaseArtistSchema.omit({ release_id: true })),
});

export type ReleaseCredits = z.output<typeof releaseCreditsSchema>;

/** The credits document of a release's links. */
export function creditsOfLinks(releaseId: string, links: readonly ReleaseArtist[]): ReleaseCredits {
  return {
    release_id: releaseId,
    artists: sortByArtistOrder(links).map(({ artist_id, artist_order, is_primary }) => ({ artist_id, artist_order, is_primary })),
  };
}

/** The credits of each of these releases, from links of any releases (one pass over the links). */
export function creditsOfReleases(releaseIds: readonly string[], links: readonly ReleaseArtist[]): ReleaseCredits[] {
  const byRelease = new Map<string, ReleaseArtist[]>(releaseIds.map((id) => [id, []]));
  for (const link of links) byRelease.get(link.release_id)?.push(link);
  return [...byRelease].map(([id, own]) => creditsOfLinks(id, own));
}

/** The links a credits document stands for. */
export function linksOfCredits(credits: ReleaseCredits): ReleaseArtist[] {
  return credits.artists.map((artist) => ({ release_id: credits.release_id, ...artist }));
}
