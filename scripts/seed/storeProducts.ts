/**
 * The seeded store (docs/store.md#seeded-products): every kind of price and
 * stock state a visitor meets, on a few seeded releases.
 */
import type { Release } from "../../src/lib/domain/catalog";
import { digitalProductId, type Product } from "../../src/lib/domain/store";
import type { ShippingZone } from "../../src/lib/domain/store";
import { productId, releaseId } from "./ids";

/** Ids the tests name: the products and the variants they buy or find sold out. */
export const SEED_PRODUCTS = {
  /** Reel to Reel, pay what you want from £7 GBP (£9 suggested). */
  reelToReelAlbum: digitalProductId(releaseId(1)),
  /** Market Frequencies, name your price (minimum 0). */
  marketFrequenciesAlbum: digitalProductId(releaseId(2)),
  /** Contact Mic Liturgy, £8 GBP, its tracks £1 GBP each. */
  contactMicAlbum: digitalProductId(releaseId(3)),
  /** Reel to Reel on vinyl: 3 in stock ("Only 3 left"). */
  reelToReelVinyl: productId(1),
  /** A Harmonium Hymns shirt: S and L in stock, M sold out. */
  harmoniumShirt: productId(2),
  /** Shortwave on cassette: marked sold out. */
  shortwaveCassette: productId(3),
} as const;

export function seedStoreProducts(releases: readonly Release[], now: Date): Product[] {
  const release = (n: number) => {
    const found = releases.find((r) => r.id === releaseId(n));
    if (!found) throw new Error(`The seeded store names release ${n}, which the seed does not have`);
    return found;
  };
  const base = (n: number) => ({
    release_id: release(n).id,
    artist_id: release(n).artist_id ?? null,
    status: "on_sale" as const,
    created_at: now,
    updated_at: now,
  });
  const digital = (
    n: number,
    price: Extract<Product, { type: "digital" }>["price"],
    extra: Partial<Extract<Product, { type: "digital" }>> = {},
  ): Product => ({
    ...base(n),
    id: digitalProductId(release(n).id),
    type: "digital",
    title: release(n).title,
    price,
    track_prices: [],
    formats: ["flac", "mp3-320", "mp3-v0", "aac", "opus", "wav"],
    ...extra,
  });
  const physical = { description: "", includes_digital: false, image_ids: [] };
  return [
    digital(1, { mode: "pwyw", minimum: 700, suggested: 900 }),
    digital(2, { mode: "pwyw", minimum: 0, suggested: 300 }, { formats: ["flac", "mp3-320"] }),
    digital(3, { mode: "fixed", amount: 800 }, { track_prices: release(3).tracks.map((t) => ({ track_id: t.id, amount: 100 })) }),
    {
      ...base(1),
      ...physical,
      id: SEED_PRODUCTS.reelToReelVinyl,
      type: "physical",
      kind: "vinyl",
      title: 'Reel to Reel — 12" vinyl',
      description: "Black 180 g vinyl in a printed sleeve, with the download.",
      price: 2500,
      variants: [{ id: "std", sku: "RTR-LP-01", options: { size: null, colour: null }, stock: 3 }],
      weight_grams: 320,
      includes_digital: true,
    },
    {
      ...base(4),
      ...physical,
      id: SEED_PRODUCTS.harmoniumShirt,
      type: "physical",
      kind: "shirt",
      title: "Harmonium Hymns shirt",
      price: 2000,
      variants: [
        { id: "s", sku: "HH-TEE-S", options: { size: "S", colour: "Black" }, stock: 10 },
        { id: "m", sku: "HH-TEE-M", options: { size: "M", colour: "Black" }, stock: 0 },
        { id: "l", sku: "HH-TEE-L", options: { size: "L", colour: "Black" }, stock: 10 },
      ],
      weight_grams: 180,
    },
    {
      ...base(5),
      ...physical,
      id: SEED_PRODUCTS.shortwaveCassette,
      status: "sold_out",
      type: "physical",
      kind: "cassette",
      title: "Shortwave — cassette",
      price: 900,
      variants: [{ id: "std", sku: "SW-MC-01", options: { size: null, colour: null }, stock: 50 }],
      weight_grams: 60,
    },
  ];
}

/** Where the seeded store ships: the UK (£3.50 GBP, £1.50 each additional) and part of Europe (£9, £3). */
export function seedShippingZones(now: Date): ShippingZone[] {
  return [
    { id: "uk", name: "UK", countries: ["GB"], first_item: 350, each_additional: 150, created_at: now, updated_at: now },
    {
      id: "europe",
      name: "Europe",
      countries: ["DE", "FR", "IE", "NL"],
      first_item: 900,
      each_additional: 300,
      created_at: now,
      updated_at: now,
    },
  ];
}
