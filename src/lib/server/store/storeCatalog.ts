/** What pricing a cart reads: the products it names and their releases (title, primary artist, tracks). */
import type { Repositories } from "../../data";
import type { ReleaseForSale } from "../../domain/store";
import type { Product } from "../../domain/store";

export async function storeCatalogFor(repos: Pick<Repositories, "storeProducts" | "releases" | "artists">, productIds: readonly string[]) {
  const products = new Map<string, Product>((await repos.storeProducts.getMany(productIds)).map((p) => [p.id, p]));
  const releaseIds = [...new Set([...products.values()].flatMap((p) => (p.release_id ? [p.release_id] : [])))];
  const releaseList = await repos.releases.getMany(releaseIds);
  const artists = new Map(
    (await repos.artists.getMany([...new Set(releaseList.flatMap((r) => (r.artist_id ? [r.artist_id] : [])))])).map((a) => [a.id, a.name]),
  );
  const releases = new Map<string, ReleaseForSale>(
    releaseList.map((r) => [
      r.id,
      {
        title: r.title,
        artist_name: (r.artist_id && artists.get(r.artist_id)) || "",
        tracks: r.tracks.map((t) => ({ id: t.id, title: t.title })),
      },
    ]),
  );
  return { products, releases };
}
