/**
 * Staff editing the store (docs/store.md#editing-products): what the
 * product form sends, how it becomes the stored product, and the stock rule
 * (a variant's stock never goes below the units held in checkouts; the
 * units sold are added by the server). Pure: the data layer applies the
 * slot moves in the save's transaction.
 */
import { z } from "zod";
import { recordIdSchema } from "../shared/fields";
import { PRODUCT_ADMIN_TEXTS } from "./storeAdminTexts";
import { minorAmountSchema } from "./money";
import { capacityFor, stockUnitId, type StockUnit } from "./stock";
import {
  digitalProductId,
  downloadFormatSchema,
  DOWNLOAD_FORMATS,
  digitalProductSchema,
  physicalProductSchema,
  variantOptionsSchema,
  variantSchema,
  PRODUCT_STATUSES,
  type DigitalProduct,
  type PhysicalProduct,
  type Product,
} from "./product";

/** A variant as the form sends it: `in_stock` is what is on the shelf now (held units included); the units sold are added by the server. */
export const variantInputSchema = z.object({
  id: variantSchema.shape.id.nullish(),
  sku: variantSchema.shape.sku,
  options: variantOptionsSchema.default({ size: null, colour: null }),
  in_stock: z.int().min(0).max(100_000),
});
export type VariantInput = z.output<typeof variantInputSchema>;

const productStatus = z.enum(PRODUCT_STATUSES);

export const digitalProductInputSchema = z.object({
  type: z.literal("digital"),
  release_id: recordIdSchema,
  status: productStatus,
  price: digitalProductSchema.shape.price,
  track_prices: z
    .array(z.object({ track_id: recordIdSchema, amount: minorAmountSchema.min(1) }))
    .max(100)
    .default([]),
  formats: z
    .array(downloadFormatSchema)
    .min(1, { error: "Offer at least one format." })
    .max(DOWNLOAD_FORMATS.length)
    .default(["flac", "mp3-320"]),
});

export const physicalProductInputSchema = z.object({
  type: z.literal("physical"),
  /** Absent: a new product. */
  id: recordIdSchema.nullish(),
  /** The release it is sold with, or null (then `artist_id`, or the label's own). */
  release_id: recordIdSchema.nullable().default(null),
  artist_id: recordIdSchema.nullable().default(null),
  status: productStatus,
  kind: physicalProductSchema.shape.kind,
  title: physicalProductSchema.shape.title,
  description: physicalProductSchema.shape.description,
  price: physicalProductSchema.shape.price,
  variants: z.array(variantInputSchema).min(1, { error: "A product needs at least one variant." }).max(100),
  weight_grams: physicalProductSchema.shape.weight_grams,
  includes_digital: physicalProductSchema.shape.includes_digital,
  image_ids: z.array(recordIdSchema).max(20).default([]),
});

export const productInputSchema = z.discriminatedUnion("type", [digitalProductInputSchema, physicalProductInputSchema]);
export type ProductInput = z.output<typeof productInputSchema>;

/** The id a saved product has: one digital album per release; a physical product's own (a new one gets `newId`). */
export function productIdOf(input: ProductInput, newId: () => string): string {
  return input.type === "digital" ? digitalProductId(input.release_id) : (input.id ?? newId());
}

/** Whose store grants reach the product: the release's primary artist, else the artist staff chose (null: the label's own). */
export function productArtist(input: ProductInput, release: { artist_id: string | null } | null): string | null {
  if (release) return release.artist_id;
  return input.type === "physical" ? input.artist_id : null;
}

/** A taken unit moved to a free slot below the variant's new stock. */
export interface SlotMove {
  from: StockUnit;
  to: StockUnit;
}

export interface ProductSave {
  product: Product;
  moves: SlotMove[];
}

/**
 * The stored product a save makes, or the refusal. Each variant's `stock`
 * becomes its units sold plus what is on the shelf now; it may not go below
 * the units held in checkouts. Every taken unit must keep a slot below its
 * variant's new stock: a sold unit numbered above is moved to a free slot
 * (its number means nothing to the order), a held one cannot be (the
 * checkout's hold names it), so that save is refused until it finishes.
 */
export function productSave(
  input: ProductInput,
  context: {
    id: string;
    artistId: string | null;
    releaseTitle: string;
    /** The release's tracks: the only ones a digital album may price alone. */
    releaseTrackIds?: readonly string[];
    before: Product | null;
    units: readonly StockUnit[];
    now: Date;
    newVariantId: () => string;
  },
): ProductSave | string {
  const { id, artistId, before, units, now } = context;
  if (before && before.type !== input.type) return PRODUCT_ADMIN_TEXTS.typeChanged;
  const base = { id, artist_id: artistId, status: input.status, created_at: before?.created_at ?? now, updated_at: now };
  if (input.type === "digital") {
    const tracks = new Set(context.releaseTrackIds ?? []);
    const priced = input.track_prices.map((t) => t.track_id);
    if (priced.some((id) => !tracks.has(id)) || new Set(priced).size !== priced.length) return PRODUCT_ADMIN_TEXTS.trackNotOfRelease;
    const product: DigitalProduct = {
      ...base,
      type: "digital",
      release_id: input.release_id,
      title: context.releaseTitle,
      price: input.price,
      track_prices: input.track_prices,
      formats: input.formats,
    };
    return { product, moves: [] };
  }
  const skus = new Set<string>();
  for (const variant of input.variants) {
    if (skus.has(variant.sku)) return PRODUCT_ADMIN_TEXTS.duplicateSku(variant.sku);
    skus.add(variant.sku);
  }
  const variants = input.variants.map((v) => ({
    id: v.id ?? context.newVariantId(),
    sku: v.sku,
    options: v.options,
    in_stock: v.in_stock,
  }));
  const kept = new Set(variants.map((v) => v.id));
  const removedHeld = units.find((unit) => unit.state === "held" && !kept.has(unit.variant_id));
  if (removedHeld) {
    const sku =
      before?.type === "physical"
        ? (before.variants.find((v) => v.id === removedHeld.variant_id)?.sku ?? removedHeld.variant_id)
        : removedHeld.variant_id;
    return PRODUCT_ADMIN_TEXTS.variantInCheckout(sku);
  }
  const moves: SlotMove[] = [];
  const stored: PhysicalProduct["variants"] = [];
  for (const variant of variants) {
    const taken = units.filter((unit) => unit.variant_id === variant.id);
    const held = taken.filter((unit) => unit.state === "held");
    const sold = taken.length - held.length;
    if (variant.in_stock < held.length) return PRODUCT_ADMIN_TEXTS.heldInCheckout(variant.sku, held.length);
    const stock = capacityFor(variant.in_stock, sold);
    const above = taken.filter((unit) => unit.index >= stock);
    if (above.some((unit) => unit.state === "held")) return PRODUCT_ADMIN_TEXTS.heldInCheckout(variant.sku, held.length);
    const usedIndexes = new Set(taken.filter((unit) => unit.index < stock).map((unit) => unit.index));
    let next = 0;
    for (const unit of above) {
      while (usedIndexes.has(next)) next++;
      usedIndexes.add(next);
      moves.push({ from: unit, to: { ...unit, index: next, id: stockUnitId(id, variant.id, next) } });
    }
    stored.push({ id: variant.id, sku: variant.sku, options: variant.options, stock });
  }
  const product: PhysicalProduct = {
    ...base,
    type: "physical",
    release_id: input.release_id,
    kind: input.kind,
    title: input.title,
    description: input.description,
    price: input.price,
    variants: stored,
    weight_grams: input.weight_grams,
    includes_digital: input.includes_digital,
    image_ids: input.image_ids,
  };
  return { product, moves };
}

/** A variant's stock as the admin shows it: units offered, held in checkouts, sold, and what is left. */
export function variantStock(variant: { stock: number }, taken: { held: number; sold: number } | undefined) {
  const held = taken?.held ?? 0;
  const sold = taken?.sold ?? 0;
  return { held, sold, available: Math.max(0, variant.stock - held - sold) };
}

export { PRODUCT_ADMIN_TEXTS };

/** A country already in another zone, or null. */
export function zoneConflict(
  zones: readonly { id: string; name: string; countries: readonly string[] }[],
  id: string,
  countries: readonly string[],
): string | null {
  for (const zone of zones) {
    if (zone.id === id) continue;
    const shared = countries.find((country) => zone.countries.includes(country));
    if (shared) return PRODUCT_ADMIN_TEXTS.countryInOtherZone(shared, zone.name);
  }
  return null;
}
