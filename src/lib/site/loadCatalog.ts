import { createRepositories, type Repositories } from "../data";
import type { Catalog } from "./catalog";

/**
 * Reads the catalog through the repositories: published documents only, so
 * a draft can reach no page, JSON file, sitemap or feed.
 *
 * `onError: "empty"` is the public pages' rule (docs/product.md#public-pages; a failed query
 * shows the empty state; logged so a broken build is visible). Incremental
 * builds pass "throw": an empty catalog there would delete live pages.
 */
export async function loadCatalog(repos: Repositories = createRepositories(), onError: "empty" | "throw" = "empty"): Promise<Catalog> {
  const load = async <T>(what: string, query: () => Promise<T[]>): Promise<T[]> => {
    try {
      return await query();
    } catch (error) {
      if (onError === "throw") throw error;
      console.error(`[site] could not load ${what}:`, error);
      return [];
    }
  };
  const [artists, releases, links, posts] = await Promise.all([
    load("artists", () => repos.artists.listPublished()),
    load("releases", () => repos.releases.listPublished()),
    load("release artists", () => repos.releaseArtists.listAll()),
    load("press posts", () => repos.pressPosts.listPublished()),
  ]);
  const published = new Set(releases.map((r) => r.id));
  return { artists, releases, links: links.filter((l) => published.has(l.release_id)), posts };
}
