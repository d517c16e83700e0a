import { HOME_ARTIST_COUNT, HOME_PRESS_COUNT, HOME_RELEASE_CANDIDATE_POOL, HOME_RELEASE_COUNT } from "../domain/shared";
import type { CatalogIndex } from "./catalog";
import { artistCard, catalogReleaseCard, pickRosterArtists, pressCard, type ArtistCard, type PressCard, type ReleaseCard } from "./views";

/**
 * Build-time data of the fixed pages, derived from the build's catalog
 * (src/lib/site/build.ts), which holds published content only.
 */
export interface HomeData {
  artists: ArtistCard[];
  releases: ReleaseCard[];
  press: PressCard[];
}

/** Home (docs/product.md#home-page): roster from the 100 newest releases, 3 newest releases, 6 newest posts. */
export function homeData(index: CatalogIndex): HomeData {
  const { artists, releases, posts } = index.catalog;
  const pool = releases.slice(0, HOME_RELEASE_CANDIDATE_POOL);
  const newestArtists = [...artists].sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
  return {
    artists: pickRosterArtists(pool, index.artistsById, newestArtists, HOME_ARTIST_COUNT).map(artistCard),
    releases: pool.slice(0, HOME_RELEASE_COUNT).map((release) => catalogReleaseCard(index, release)),
    press: posts.slice(0, HOME_PRESS_COUNT).map(pressCard),
  };
}
