import { LABEL } from "../../config/label";
import { createRepositories, type Repositories } from "../data";
import type { StoreShelf } from "../domain/store";
import type { Release } from "../domain/catalog";
import type { ContentChange } from "../domain/publishing";
import { catalogAudio, type Catalog } from "./catalog";
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
  const [artists, releases, links, posts, audio, store] = await Promise.all([
    load("artists", () => repos.artists.listPublished()),
    load("releases", () => repos.releases.listPublished()),
    load("release artists", () => repos.releaseArtists.listAll()),
    load("press posts", () => repos.pressPosts.listPublished()),
    load("track audio", () => repos.trackAudio.listReady()),
    loadStoreShelf(repos).catch((error: unknown) => {
      if (onError === "throw") throw error;
      console.error("[site] could not load the store:", error);
      return undefined;
    }),
  ]);
  const published = new Set(releases.map((r) => r.id));
  return {
    artists,
    releases,
    links: links.filter((l) => published.has(l.release_id)),
    posts,
    audio: audio.filter((a) => published.has(a.release_id)).map(catalogAudio),
    ...(store ? { store } : {}),
  };
}

/** The store's shown products with the units sold of each variant, in the store's currency. */
export async function loadStoreShelf(
  repos: Pick<Repositories, "storeProducts" | "stockUnits" | "storeSettings" | "media">,
): Promise<StoreShelf> {
  const [products, settings] = await Promise.all([repos.storeProducts.listShown(), repos.storeSettings.read(LABEL.currency)]);
  const physical = products.flatMap((p) => (p.type === "physical" ? [p] : []));
  const [taken, media] = await Promise.all([
    repos.stockUnits.takenByVariant(physical.map((p) => p.id)),
    repos.media.getMany([...new Set(physical.flatMap((p) => p.image_ids))]),
  ]);
  return {
    currency: settings.currency,
    products,
    sold: Object.fromEntries([...taken].map(([key, units]) => [key, units.sold])),
    images: Object.fromEntries(media.map((m) => [m.id, m.url])),
    image_alts: Object.fromEntries(media.flatMap((m) => (m.alt ? [[m.id, m.alt]] : []))),
  };
}

/**
 * Reads again each changed document and its artist links: the documents of
 * each collection in one batched read, the links and track audio of all
 * changed releases together (a scheduled batch may change dozens at once).
 * Audio becoming ready is recorded as a change of its release, so this is
 * where a release's pages learn of it.
 */
export async function fetchCatalogUpdates(repos: Repositories, pending: readonly ContentChange[]): Promise<CatalogUpdate[]> {
  const unique = [...new Map(pending.map((c) => [`${c.entity}:${c.entity_id}`, c])).values()];
  const idsOf = (entity: ContentChange["entity"]) => unique.filter((c) => c.entity === entity).map((c) => c.entity_id);
  const [artistIds, releaseIds] = [idsOf("artists"), idsOf("releases")];
  const [artists, releases, posts, releaseLinks, artistLinks, releaseAudio] = await Promise.all([
    repos.artists.getMany(artistIds),
    repos.releases.getMany(releaseIds),
    repos.pressPosts.getMany(idsOf("press_posts")),
    repos.releaseArtists.listForReleases(releaseIds),
    Promise.all(artistIds.map(async (id) => [id, await repos.releaseArtists.listForArtist(id)] as const)),
    releaseIds.length > 0 ? repos.trackAudio.listForReleases(releaseIds) : Promise.resolve([]),
  ]);
  const readyAudio = releaseAudio.filter((a) => a.status === "ready").map(catalogAudio);
  const storeChanged = unique.some((c) => c.entity === "store_products");
  const store = storeChanged ? await loadStoreShelf(repos) : null;
  const byId = <T extends { id: string }>(docs: readonly T[]) => new Map(docs.map((d) => [d.id, d]));
  const [artistById, releaseById, postById, linksOfArtist] = [byId(artists), byId(releases), byId(posts), new Map(artistLinks)];
  return unique.map(({ entity, entity_id: id }): CatalogUpdate => {
    if (entity === "artists") return { entity, id, doc: artistById.get(id) ?? null, links: linksOfArtist.get(id) ?? [] };
    if (entity === "releases") {
      return {
        entity,
        id,
        doc: releaseById.get(id) ?? null,
        links: releaseLinks.filter((l) => l.release_id === id),
        audio: readyAudio.filter((a) => a.release_id === id),
      };
    }
    if (entity === "store_products") return { entity, id, store: store! };
    return { entity, id, doc: postById.get(id) ?? null };
  });
}

/**
 * The catalog of a few published releases alone (the oEmbed function's
 * read): their artist links, the published artists among them and their
 * ready audio, so the site's own rules (releaseEmbed) answer about them.
 */
export async function loadReleaseCatalog(repos: Repositories, releases: readonly Release[]): Promise<Catalog> {
  const published = releases.filter((r) => r.is_published);
  const ids = published.map((r) => r.id);
  if (ids.length === 0) return { artists: [], releases: [], links: [], posts: [], audio: [] };
  const [links, audio] = await Promise.all([repos.releaseArtists.listForReleases(ids), repos.trackAudio.listForReleases(ids)]);
  const artistIds = [...new Set([...links.map((l) => l.artist_id), ...published.flatMap((r) => (r.artist_id ? [r.artist_id] : []))])];
  const artists = (await repos.artists.getMany(artistIds)).filter((a) => a.is_published);
  return { artists, releases: published, links, posts: [], audio: audio.filter((a) => a.status === "ready").map(catalogAudio) };
}
