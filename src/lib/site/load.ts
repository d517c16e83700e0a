import {
  HOME_ARTIST_COUNT,
  HOME_PRESS_COUNT,
  HOME_RELEASE_CANDIDATE_POOL,
  HOME_RELEASE_COUNT,
  type Artist,
} from "../domain";
import { createRepositories, type Repositories } from "../data";
import { artistCard, pickRosterArtists, pressCard, releaseCard, type ArtistCard, type PressCard, type ReleaseCard } from "./views";

/**
 * Build-time loaders of the public pages. Only published content leaves
 * here. Query errors end in the empty state (spec section 8) but are logged
 * so a failed build is visible.
 */
let repos: Repositories | undefined;
const repositories = () => (repos ??= createRepositories());

async function orEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    console.error(`[site] could not load ${what}:`, error);
    return [];
  }
}

export interface HomeData {
  artists: ArtistCard[];
  releases: ReleaseCard[];
  press: PressCard[];
}

export async function loadHome(): Promise<HomeData> {
  const r = repositories();
  const [artists, pool, posts] = await Promise.all([
    orEmpty("artists", () => r.artists.listPublished()),
    orEmpty("releases", () => r.releases.listPublished(HOME_RELEASE_CANDIDATE_POOL)),
    orEmpty("press", () => r.pressPosts.listPublished(HOME_PRESS_COUNT)),
  ]);
  const byId = new Map<string, Artist>(artists.map((a) => [a.id, a]));
  const newestArtists = [...artists].sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
  const roster = pickRosterArtists(pool, byId, newestArtists, HOME_ARTIST_COUNT);
  const recent = pool.slice(0, HOME_RELEASE_COUNT);
  const links = await orEmpty("release artists", () => r.releaseArtists.listForReleases(recent.map((x) => x.id)));
  return {
    artists: roster.map(artistCard),
    releases: recent.map((release) => releaseCard(release, links, byId)),
    press: posts.map(pressCard),
  };
}
