/**
 * Uploaded images (docs/decisions.md#uploaded-images): what the server
 * accepts, which variants it makes, and how pages and documents name them.
 *
 * A document refers to an uploaded image by its **media reference**, the
 * site path of its largest WebP variant: `/media/{id}/{width}x{height}.webp`.
 * It is an ordinary image URL (admin previews, feeds and old readers show
 * it as is), and it carries everything the pages need to list the other
 * variants, because the variant ladder below is a pure function of the
 * largest variant's size. That ladder is therefore frozen for stored images:
 * changing it means regenerating every image's variants.
 */
import { MEDIA_ID_PATTERN, parseMediaReference, type MediaRef } from "../shared/mediaReference";

/** Largest upload accepted, in bytes (20 MB: a print-quality cover is well under it). */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Not in spec: image variants the mediaFile function serves per client
 * (hashed IP) and minute. It only serves what the build has not copied yet
 * (a preview's image, an upload seconds old), so a person stays far below;
 * a scraper walking ids is refused long before it costs anything.
 */
export const MEDIA_FILE_RATE_LIMIT = { bucket: "media-file", limit: 300, windowMs: 60 * 1000 } as const;
/** Largest image accepted, in pixels (width × height): refuses decompression bombs. */
export const MEDIA_MAX_PIXELS = 50_000_000;

/** The only types accepted, as detected from the bytes. */
export const MEDIA_TYPES = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
} as const;
export type MediaExtension = keyof typeof MEDIA_TYPES;
export type MediaMime = (typeof MEDIA_TYPES)[MediaExtension];

/** Widths (CSS pixels × density) of the responsive variants; the largest is capped at the image's own width. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1600] as const;
/** Formats of the responsive variants, the smallest first (the order of <source> elements). */
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Sharing images: 1200×630 for artists and press (link previews' wide card), 1200×1200 for releases (cover art is square). */
export const OG_SHAPES = {
  wide: { width: 1200, height: 630 },
  square: { width: 1200, height: 1200 },
} as const;
export type OgShape = keyof typeof OG_SHAPES;

/** The detected extension, when it is one of the accepted types; null otherwise (refuse). The file's name is never consulted. */
export function acceptDetectedImageType(detectedExtension: string | undefined): { extension: MediaExtension; mime: MediaMime } | null {
  if (!detectedExtension || !Object.hasOwn(MEDIA_TYPES, detectedExtension)) return null;
  const extension = detectedExtension as MediaExtension;
  return { extension, mime: MEDIA_TYPES[extension] };
}

export interface VariantSize {
  width: number;
  height: number;
}

/** The size of the largest variant: the image's own size, scaled down to the largest ladder width. */
export function largestVariantSize(width: number, height: number): VariantSize {
  const max = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  if (width <= max) return { width, height };
  return { width: max, height: Math.max(1, Math.round((height * max) / width)) };
}

/**
 * The responsive widths of an image whose largest variant is `largest`: every
 * ladder width below it, then its own width. Never wider than the image
 * (an upscaled variant only costs bytes).
 */
export function planVariantSizes(largest: VariantSize): VariantSize[] {
  const widths = [...VARIANT_WIDTHS.filter((w) => w < largest.width), largest.width];
  return widths.map((width) => ({ width, height: Math.max(1, Math.round((largest.height * width) / largest.width)) }));
}

/** An image size as its variants' file names spell it, e.g. "640x360". */
export const sizeName = (s: VariantSize) => `${s.width}x${s.height}`;
export const ogVariantName = (shape: OgShape) => `og-${sizeName(OG_SHAPES[shape])}.jpg`;

/** The site folder of an image's variants. */
export const mediaFolder = (id: string) => `/media/${id}`;

/** The reference a document stores for an uploaded image (its largest WebP variant). */
export function mediaReference(id: string, width: number, height: number): string {
  return `${mediaFolder(id)}/${sizeName(largestVariantSize(width, height))}.webp`;
}

/** A srcset of one format: every variant width with its `w` descriptor. */
export function buildSrcset(ref: MediaRef, format: VariantFormat): string {
  return planVariantSizes(ref)
    .map((s) => `${mediaFolder(ref.id)}/${sizeName(s)}.${format} ${s.width}w`)
    .join(", ");
}

export interface ResponsiveSource {
  type: `image/${VariantFormat}`;
  srcset: string;
}

/** How a page shows an image: a <picture> with sources for an uploaded one, a plain <img> for a pasted URL. */
export type ImageView =
  { kind: "picture"; src: string; width: number; height: number; sources: ResponsiveSource[] } | { kind: "img"; src: string };

export function imageView(url: string): ImageView {
  const ref = parseMediaReference(url);
  if (!ref) return { kind: "img", src: url };
  // The fallback <img> (browsers without <picture>) gets a mid-size WebP, not the largest.
  const sizes = planVariantSizes(ref);
  const fallback = sizes.find((s) => s.width >= 640) ?? sizes[sizes.length - 1]!;
  return {
    kind: "picture",
    src: `${mediaFolder(ref.id)}/${sizeName(fallback)}.webp`,
    width: ref.width,
    height: ref.height,
    sources: VARIANT_FORMATS.map((format) => ({ type: `image/${format}` as const, srcset: buildSrcset(ref, format) })),
  };
}

/** The sharing image of a page: the uploaded image's variant of the given shape, or the URL as it is. */
export function ogImagePath(url: string, shape: OgShape): string {
  const ref = parseMediaReference(url);
  return ref ? `${mediaFolder(ref.id)}/${ogVariantName(shape)}` : url;
}

/**
 * An uploaded image's narrowest WebP variant (at most the ladder's first
 * width, 320 px): what a thumbnail outside a `<picture>` shows, as the
 * player bar's 44 px artwork; a pasted URL as it is.
 */
export function thumbnailPath(url: string): string {
  const ref = parseMediaReference(url);
  return ref ? `${mediaFolder(ref.id)}/${sizeName(planVariantSizes(ref)[0]!)}.webp` : url;
}

/**
 * The candidate a browser picks from a `w` srcset: the smallest width at
 * least the slot's width × device pixel ratio, else the largest.
 */
export function chosenVariantWidth(ref: VariantSize, slotCssPx: number, dpr: number): number {
  const needed = slotCssPx * dpr;
  const widths = planVariantSizes(ref).map((s) => s.width);
  return widths.find((w) => w >= needed) ?? widths[widths.length - 1]!;
}

/** Storage object names (flat, generated): the private original and each variant of an image. */
export const originalObjectName = (id: string, extension: MediaExtension) => `original-${id}.${extension}`;
export const variantObjectName = (id: string, variantName: string) => `${id}-${variantName}`;
// The id a UUID, not any 36 of its characters: "/media/----…/320x180.webp" named an object the store refuses (a 500).
const VARIANT_PATH = new RegExp(`^/media/(${MEDIA_ID_PATTERN})/((?:og-)?[1-9]\\d{0,4}x[1-9]\\d{0,4}\\.(?:avif|webp|jpg))$`);
/** The variant a site path under /media/ names, as a storage object name; null for anything else (originals are never served). */
export function variantObjectForPath(path: string): string | null {
  const match = VARIANT_PATH.exec(path);
  return match ? variantObjectName(match[1]!, match[2]!) : null;
}
