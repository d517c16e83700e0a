import { createRepositories, type Repositories } from "../data";
import type { ContentChange } from "../domain";
import type { Catalog } from "./catalog";
import type { CatalogUpdate } from "./catalogSnapshot";

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

/** Reads again each changed document (and its artist links), once per document. */
export async function fetchCatalogUpdates(repos: Repositories, pending: readonly ContentChange[]): Promise<CatalogUpdate[]> {
  const unique = new Map(pending.map((c) => [`${c.entity}:${c.entity_id}`, c]));
  return Promise.all(
    [...unique.values()].map(async ({ entity, entity_id: id }): Promise<CatalogUpdate> => {
      if (entity === "artists") {
        const [doc, links] = await Promise.all([repos.artists.get(id), repos.releaseArtists.listForArtist(id)]);
        return { entity, id, doc, links };
      }
      if (entity === "releases") {
        const [doc, links] = await Promise.all([repos.releases.get(id), repos.releaseArtists.listForRelease(id)]);
        return { entity, id, doc, links };
      }
      return { entity, id, doc: await repos.pressPosts.get(id) };
    }),
  );
}
