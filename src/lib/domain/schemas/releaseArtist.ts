/** Links between a release and its credited artists (docs/product.md#releases-collection). */
import { z } from "zod";
import { ADDITIONAL_ARTIST_FIRST_ORDER } from "../constants";
import { idSchema } from "./common";

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
  const links: ReleaseArtist[] = [
    { release_id: releaseId, artist_id: primaryArtistId, artist_order: 0, is_primary: true },
  ];
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
