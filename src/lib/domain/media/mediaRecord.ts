/** Uploaded images: the stored record of one upload (docs/decisions.md#uploaded-images). */
import { z } from "zod";
import {
  largestVariantSize,
  MEDIA_TYPES,
  OG_SHAPES,
  ogVariantName,
  planVariantSizes,
  sizeName,
  VARIANT_FORMATS,
  type OgShape,
} from "./media";
import { idSchema } from "../shared/fields";
import { CONTENT_ENTITIES } from "../publishing/contentChange";
import { MEDIA_MESSAGES } from "./mediaTexts";

/** The most characters of an image's alt text: a sentence that describes it, not a caption. */
export const MEDIA_ALT_MAX = 250;

/** An image's alt text as staff type it: trimmed; empty clears it (null). */
export const mediaAltSchema = z
  .string()
  .trim()
  .max(MEDIA_ALT_MAX, { error: MEDIA_MESSAGES.altTooLong })
  .transform((alt) => (alt === "" ? null : alt));

export const mediaVariantSchema = z.object({
  /** File name under /media/{id}/, e.g. "640x360.avif", "og-1200x630.jpg". */
  name: z.string().min(1),
  format: z.enum([...VARIANT_FORMATS, "jpg"]),
  width: z.int().positive(),
  height: z.int().positive(),
  bytes: z.int().min(0),
});
export type MediaVariant = z.output<typeof mediaVariantSchema>;

/** A variant to make: the stored variant record (mediaVariantSchema) before its bytes are known. */
export type PlannedVariant = Omit<MediaVariant, "bytes">;

/** Every file made once per upload: each width in each format, and the two sharing images. */
export function planVariants(width: number, height: number): PlannedVariant[] {
  const sizes = planVariantSizes(largestVariantSize(width, height));
  const responsive = VARIANT_FORMATS.flatMap((format) => sizes.map((s) => ({ ...s, format, name: `${sizeName(s)}.${format}` })));
  const sharing = (Object.keys(OG_SHAPES) as OgShape[]).map((shape) => ({
    ...OG_SHAPES[shape],
    format: "jpg" as const,
    name: ogVariantName(shape),
  }));
  return [...responsive, ...sharing];
}

/** One uploaded image. Its file is immutable once written (a replaced image is a new upload); only its alt text changes. */
export const mediaSchema = z.object({
  /** Document id (UUID); also the folder of its variants. */
  id: idSchema,
  /** Private storage object of the original, metadata stripped. */
  original_path: z.string().min(1),
  /** Type detected from the bytes. */
  mime: z.enum(Object.values(MEDIA_TYPES)),
  /** Size of the original after orientation was applied. */
  width: z.int().positive(),
  height: z.int().positive(),
  /** Bytes of the stored original. */
  bytes: z.int().min(0),
  /** What documents store to show it: the largest WebP variant's site path. */
  url: z.string().min(1),
  variants: z.array(mediaVariantSchema),
  /** Verified uid of the staff member who uploaded it. */
  uploaded_by: z.string().min(1),
  created_at: z.date(),
  /** What the image shows, for those who cannot see it (MEDIA SCREEN's ALT TEXT); absent or null: none, and a product's title stands in. */
  alt: z.string().max(MEDIA_ALT_MAX).nullish(),
});
export type Media = z.output<typeof mediaSchema>;

/** Where an uploaded image is used: one artist, release or press post (draft or published). */
export const mediaUseSchema = z.object({
  entity: z.enum(CONTENT_ENTITIES),
  id: z.string(),
  /** How the admin names it: 'artist "Halden Drift"'. */
  label: z.string(),
  /** The artist it belongs to (the artist itself, a release's primary artist; null for press): who may see this use. */
  artist_id: z.string().nullable(),
});
export type MediaUse = z.output<typeof mediaUseSchema>;
