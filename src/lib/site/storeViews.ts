import { LABEL } from "../../config/label";
import { productOffer, releasePreorder, sortForShelf, type ProductOffer } from "../domain/store";
import { primaryArtist, type CatalogIndex } from "./catalog";
import { releasePath } from "./paths";

/** One product on /store: its offer, the release it belongs to (title, artist, cover, page). */
export interface StoreItem {
  offer: ProductOffer;
  title: string;
  artistName: string | null;
  imageUrl: string | null;
  /** Its release's page under the primary artist; null for merch of no (published) release. */
  href: string | null;
}

/**
 * Every product shown on /store (docs/store.md#on-the-site): digital albums
 * first, then merch. A product whose release is not published (a draft, or
 * unpublished since) is left out: its page does not exist. A product of a
 * release not out at `now` (the build's clock) is a pre-order.
 */
export function storeItems(index: CatalogIndex, now: Date): StoreItem[] {
  const shelf = index.catalog.store;
  if (!shelf) return [];
  return sortForShelf(shelf.products).flatMap((product): StoreItem[] => {
    const release = product.release_id ? index.releasesById.get(product.release_id) : undefined;
    if (product.release_id && !release) return [];
    const artist = release ? primaryArtist(index, release) : null;
    const offer = productOffer(
      product,
      shelf,
      new Map(release?.tracks.map((t) => [t.id, t.title]) ?? []),
      release ? releasePreorder(release, now, LABEL.timeZone) : null,
    );
    return [
      {
        offer,
        title: offer.title ?? release?.title ?? "",
        artistName: artist?.name ?? null,
        imageUrl: release?.image_url ?? null,
        href: release && artist ? releasePath(artist.slug, release.slug) : null,
      },
    ];
  });
}
