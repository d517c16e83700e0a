/**
 * What the store sells (docs/store.md#products): a release's digital album
 * (with optional per-track prices) and physical products (vinyl, CD,
 * cassette, shirts…), tied to a release or not. One collection,
 * `store_products`, told apart by `type`.
 */
import { z } from "zod";
import { idSchema } from "../shared/fields";
import { minorAmountSchema } from "./money";

/** The formats a buyer may download, made from the masters on first request. */
export const DOWNLOAD_FORMATS = ["flac", "mp3-320", "mp3-v0", "aac", "opus", "wav"] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
export const downloadFormatSchema = z.enum(DOWNLOAD_FORMATS);

/** on_sale: shown with BUY; hidden: not shown, not sold; sold_out: shown as "Sold out", not sold (staff's choice; stock at 0 says the same by itself). */
export const PRODUCT_STATUSES = ["on_sale", "hidden", "sold_out"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PHYSICAL_KINDS = ["vinyl", "cd", "cassette", "shirt", "other"] as const;
export type PhysicalKind = (typeof PHYSICAL_KINDS)[number];

/** A fixed price, or pay what you want from `minimum` (0: name your price) with a suggested amount filled in. */
export const priceSchema = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("fixed"), amount: minorAmountSchema.min(1) }),
  z
    .object({ mode: z.literal("pwyw"), minimum: minorAmountSchema, suggested: minorAmountSchema })
    .refine((p) => p.suggested >= p.minimum, { path: ["suggested"], error: "The suggested amount cannot be below the minimum." }),
]);
export type Price = z.output<typeof priceSchema>;

/** One track sold on its own, at its own fixed price. */
export const trackPriceSchema = z.object({ track_id: idSchema, amount: minorAmountSchema.min(1) });
export type TrackPrice = z.output<typeof trackPriceSchema>;

const productBase = {
  id: idSchema,
  /** The release it belongs to (always for digital; optional for physical). */
  release_id: idSchema.nullable(),
  /** The release's primary artist, or the product's own: whose store grants reach it (null: the label's, global grants only). */
  artist_id: idSchema.nullable(),
  status: z.enum(PRODUCT_STATUSES),
  created_at: z.date(),
  updated_at: z.date(),
};

/** A release's digital album: one per release, id `digital_{releaseId}` (digitalProductId). */
export const digitalProductSchema = z.object({
  ...productBase,
  type: z.literal("digital"),
  release_id: idSchema,
  /** The release's title when staff last saved the album: what the products list shows and searches. */
  title: z.string().max(300).default(""),
  price: priceSchema,
  /** Tracks also sold one by one; empty: the album only. */
  track_prices: z.array(trackPriceSchema).max(100).default([]),
  /** What buyers may download (at least one). */
  formats: z.array(downloadFormatSchema).min(1).default(["flac", "mp3-320"]),
});
export type DigitalProduct = z.output<typeof digitalProductSchema>;

export const digitalProductId = (releaseId: string) => `digital_${releaseId}`;

/** A variant's options: at most a size and a colour (a record with neither is the product's only variant). */
export const variantOptionsSchema = z.object({
  size: z.string().trim().max(40).nullable().default(null),
  colour: z.string().trim().max(40).nullable().default(null),
});

/**
 * One variant of a physical product. Stock is counted in units, each a
 * slot document while held or sold (stock.ts): `stock` is how many units
 * the label offers in all, sold ones included, so what is left is
 * `stock - sold - held` (variantAvailability). Staff type "in stock now";
 * capacityFor turns it into `stock`.
 */
export const variantSchema = z.object({
  id: z
    .string()
    .max(40)
    .regex(/^[A-Za-z0-9_-]{1,40}$/),
  sku: z.string().trim().min(1).max(64),
  options: variantOptionsSchema.default({ size: null, colour: null }),
  stock: z.int().min(0).max(100_000),
});
export type Variant = z.output<typeof variantSchema>;

export const physicalProductSchema = z.object({
  ...productBase,
  type: z.literal("physical"),
  kind: z.enum(PHYSICAL_KINDS),
  title: z.string().trim().min(1).max(200),
  description: z.string().max(5000).default(""),
  /** Fixed price of every variant. */
  price: minorAmountSchema.min(1),
  variants: z.array(variantSchema).min(1).max(100),
  /** Grams, for shipping (and packing slips). */
  weight_grams: z.int().min(0).max(100_000),
  /** A bundle: buying it also buys the release's digital album (its downloads come with the order). */
  includes_digital: z.boolean().default(false),
  /** Media-library image ids, first is the cover. */
  image_ids: z.array(idSchema).max(20).default([]),
});
export type PhysicalProduct = z.output<typeof physicalProductSchema>;

export const productSchema = z.discriminatedUnion("type", [digitalProductSchema, physicalProductSchema]);
export type Product = z.output<typeof productSchema>;

/** A variant's label as a buyer and a packing slip read it: "M / Black", or "" for the only variant. */
export function variantLabel(variant: Pick<Variant, "options">): string {
  return [variant.options.size, variant.options.colour].filter(Boolean).join(" / ");
}
