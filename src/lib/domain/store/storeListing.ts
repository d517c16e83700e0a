/**
 * What the public pages show of a product (docs/store.md#on-the-site): its
 * price in the words, its stock state and what its BUY form
 * offers. Pure: the site renders it from the catalog's store part, read at
 * build time.
 */
import { z } from "zod";
import { amountInputValue, currencySchema, formatMoney, type Currency } from "./money";
import { productSchema, variantLabel, type PhysicalKind, type Product } from "./product";
import { LOW_STOCK_THRESHOLD, variantAvailability } from "./stock";
import { DOWNLOAD_FORMAT_LABELS, priceText, stockText, STORE_TEXTS } from "./storeTexts";
import { preorderDate, preorderNote } from "./preorder";
import { PREORDER_TEXTS } from "./preorderTexts";
import type { Release } from "../catalog/release";

/**
 * The store as a build reads it: the shown products (on sale or sold out)
 * and the units sold per variant (`{productId}~{variantId}`). Units held by
 * an open checkout are not counted: a hold lasts 30 minutes and most are
 * paid or released by then, while a page re-renders only on a sale; BUY
 * checks the live stock and tells the buyer "Sold out" before paying.
 */
export const storeShelfSchema = z.object({
  currency: currencySchema,
  products: z.array(productSchema),
  sold: z.record(z.string(), z.int().min(0)).default({}),
  /** The site path of each media-library image the shown products name (media id → url); an image deleted since is absent, and its product shows the next one or its release's cover. */
  images: z.record(z.string(), z.string()).default({}),
  /** The alt text of those images that have one (media id → text). */
  image_alts: z.record(z.string(), z.string()).optional(),
});
export type StoreShelf = z.output<typeof storeShelfSchema>;

export const soldKey = (productId: string, variantId: string) => `${productId}~${variantId}`;

export const KIND_LABELS: Record<PhysicalKind | "digital", string> = {
  digital: "Digital album",
  vinyl: "Vinyl",
  cd: "CD",
  cassette: "Cassette",
  shirt: "Shirt",
  other: "Merch",
};

export interface VariantOffer {
  id: string;
  /** "S / Black"; the product's title when it has one variant without options. */
  label: string;
  available: number;
  /** "Sold out", "Only 3 left" or null. */
  stock: string | null;
}

/** One track sold on its own. */
export interface TrackOffer {
  id: string;
  title: string;
  price: string;
}

export interface ProductOffer {
  id: string;
  releaseId: string | null;
  kind: PhysicalKind | "digital";
  kindLabel: string;
  /** The product's own title; a digital album's is its release's, which the page supplies. */
  title: string | null;
  description: string;
  /** "£7 GBP", "£7 GBP or more", "Name your price". */
  price: string;
  /** Pay what you want: the amount field's suggested value and its minimum as words ("£7 GBP"; "£0 GBP" for name your price). */
  amount: { suggested: string; minimum: string; currency: Currency } | null;
  /** Download formats offered ("FLAC", "MP3 320", …); a bundle lists its release's. */
  formats: string[];
  variants: VariantOffer[];
  /** "Sold out", "Only 3 left" or null: the product as a whole (the sum of its variants). */
  stock: string | null;
  /** False when sold out: the page shows "Sold out" and no BUY. */
  buyable: boolean;
  tracks: TrackOffer[];
  /** Its release is not out yet (docs/store.md#pre-orders): "Pre-order", the line saying when it is out, and PRE-ORDER on the button; null otherwise. */
  preorder: { label: string; note: string; button: string } | null;
  /** A physical product's first media-library image still in the library, with the image's alt text (the product's title when it has none); null: none. */
  image: { src: string; alt: string } | null;
}

/** A physical product's first image the shelf knows (media id → url), with its alt text (media id → text) or the product's title; or null. */
export function productImage(
  product: Product,
  images: Readonly<Record<string, string>>,
  alts: Readonly<Record<string, string>> = {},
): ProductOffer["image"] {
  if (product.type !== "physical") return null;
  const id = product.image_ids.find((imageId) => images[imageId] !== undefined);
  return id ? { src: images[id]!, alt: alts[id] ?? product.title } : null;
}

/** What a product's release says of it being a pre-order: its release day ("March 5, 2030") while upcoming, and whether focus tracks download at once. */
export interface PreorderState {
  date: string;
  hasFocusTracks: boolean;
}

const preorderOf = (state: PreorderState | null): ProductOffer["preorder"] =>
  state && { label: PREORDER_TEXTS.label, note: preorderNote(state.date, state.hasFocusTracks), button: PREORDER_TEXTS.buy };

/** A product as the release page and /store show it. */
export function productOffer(
  product: Product,
  shelf: Pick<StoreShelf, "currency" | "sold"> & Partial<Pick<StoreShelf, "images" | "image_alts">>,
  trackTitles: ReadonlyMap<string, string> = new Map(),
  preorder: PreorderState | null = null,
): ProductOffer {
  const { currency } = shelf;
  const markedSoldOut = product.status === "sold_out";
  if (product.type === "digital") {
    const pwyw = product.price.mode === "pwyw" ? product.price : null;
    return {
      id: product.id,
      releaseId: product.release_id,
      kind: "digital",
      kindLabel: KIND_LABELS.digital,
      title: null,
      description: "",
      price: priceText(product.price, currency),
      amount: pwyw && { suggested: amountInputValue(pwyw.suggested, currency), minimum: formatMoney(pwyw.minimum, currency), currency },
      formats: product.formats.map((f) => DOWNLOAD_FORMAT_LABELS[f]),
      variants: [],
      stock: markedSoldOut ? STORE_TEXTS.soldOut : null,
      buyable: !markedSoldOut,
      tracks: markedSoldOut
        ? []
        : product.track_prices.flatMap((t) => {
            const title = trackTitles.get(t.track_id);
            return title ? [{ id: t.track_id, title, price: formatMoney(t.amount, currency) }] : [];
          }),
      preorder: preorderOf(preorder),
      image: null,
    };
  }
  const variants = product.variants.map((variant): VariantOffer => {
    const available = markedSoldOut ? 0 : variantAvailability(variant.stock, shelf.sold[soldKey(product.id, variant.id)] ?? 0);
    return { id: variant.id, label: variantLabel(variant) || product.title, available, stock: stockText(available, LOW_STOCK_THRESHOLD) };
  });
  const available = variants.reduce((sum, v) => sum + v.available, 0);
  return {
    id: product.id,
    releaseId: product.release_id,
    kind: product.kind,
    kindLabel: KIND_LABELS[product.kind],
    title: product.title,
    description: product.description,
    price: formatMoney(product.price, currency),
    amount: null,
    formats: [],
    variants,
    stock: stockText(available, LOW_STOCK_THRESHOLD),
    buyable: available > 0,
    tracks: [],
    preorder: preorderOf(preorder),
    image: productImage(product, shelf.images ?? {}, shelf.image_alts ?? {}),
  };
}

/** A release's pre-order state at `now` on the label's clock, or null when it is out (or has no date). */
export function releasePreorder(
  release: Pick<Release, "release_date" | "released_on" | "tracks">,
  now: Date,
  timeZone: string,
): PreorderState | null {
  const date = preorderDate(release, now, timeZone);
  return date ? { date, hasFocusTracks: release.tracks.some((t) => t.focus) } : null;
}

/** The shown products of one release, its digital album first, then its merch in the order staff made them. */
export function releaseProducts(shelf: StoreShelf | undefined, releaseId: string): Product[] {
  return sortForShelf((shelf?.products ?? []).filter((p) => p.release_id === releaseId));
}

/** Digital albums first, then merch; each by when it was made, then id (stable between builds). */
export function sortForShelf(products: readonly Product[]): Product[] {
  const rank = (p: Product) => (p.type === "digital" ? 0 : 1);
  return [...products].sort(
    (a, b) => rank(a) - rank(b) || a.created_at.getTime() - b.created_at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
