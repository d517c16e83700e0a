import type { Sharp } from "sharp";
import { MEDIA_MAX_PIXELS, planVariants, type MediaExtension, type PlannedVariant } from "../../../src/lib/domain/media";

/**
 * Image work of an upload, with sharp (libvips): the original re-encoded
 * without its metadata (EXIF, GPS, XMP; orientation applied first), and
 * every planned variant. Runs once per image, at upload time; pages and
 * builds only ever copy the files made here.
 */
export interface ProcessedImage {
  width: number;
  height: number;
  original: Buffer;
  variants: { plan: PlannedVariant; bytes: Buffer }[];
}

/** The image cannot be decoded (truncated, corrupt, or larger than MEDIA_MAX_PIXELS). */
export class UnreadableImageError extends Error {}

let sharpModule: Promise<typeof import("sharp")> | undefined;

/**
 * sharp (native libvips) is loaded on the first upload, not at start-up:
 * every function shares one bundle, and all but uploadMedia would pay for
 * loading it on each cold start.
 */
async function imageOpener(): Promise<(bytes: Uint8Array) => Sharp> {
  const { default: sharp } = await (sharpModule ??= import("sharp"));
  // failOn "error": a truncated file is refused rather than padded with grey.
  return (bytes) => sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: "error", autoOrient: true });
}

/** Re-encoding is the only way to drop metadata; the original keeps its format at near-lossless quality. */
function encodeOriginal(image: Sharp, extension: MediaExtension): Sharp {
  switch (extension) {
    case "jpg":
      return image.jpeg({ quality: 95 });
    case "png":
      return image.png({ compressionLevel: 9 });
    case "webp":
      return image.webp({ quality: 95 });
    case "avif":
      return image.avif({ quality: 80, effort: 3 });
  }
}

function encodeVariant(image: Sharp, plan: PlannedVariant): Sharp {
  if (plan.format === "jpg") {
    // Sharing images have a fixed shape: cropped to it around the most interesting region.
    return image.resize(plan.width, plan.height, { fit: "cover", position: "attention" }).jpeg({ quality: 82, mozjpeg: true });
  }
  const resized = image.resize(plan.width, plan.height, { fit: "fill" });
  // AVIF effort 3 of 9: most of the size gain at a fraction of the encoding time.
  return plan.format === "avif" ? resized.avif({ quality: 50, effort: 3 }) : resized.webp({ quality: 75, effort: 4 });
}

export async function processImage(bytes: Uint8Array, extension: MediaExtension): Promise<ProcessedImage> {
  const open = await imageOpener();
  let size: { width: number; height: number };
  try {
    const meta = await open(bytes).metadata();
    size = meta.autoOrient;
    // Decoding every pixel once finds truncated data that the header alone does not show.
    await open(bytes).stats();
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
  const original = await encodeOriginal(open(bytes), extension).toBuffer();
  const variants: ProcessedImage["variants"] = [];
  // One at a time: libvips already uses every core for each, and memory stays at one image.
  for (const plan of planVariants(size.width, size.height))
    variants.push({ plan, bytes: await encodeVariant(open(bytes), plan).toBuffer() });
  return { ...size, original, variants };
}
