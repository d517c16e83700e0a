import { acceptDetectedImageType, type MediaExtension, type MediaMime } from "../../../src/lib/domain/media";

/**
 * An upload's real type from its bytes (magic numbers, via file-type):
 * JPEG, PNG, WebP or AVIF. The file's name and the browser's MIME type are
 * never consulted, so a text file renamed .jpg is refused. null: refuse.
 */
export async function detectImageType(bytes: Uint8Array): Promise<{ extension: MediaExtension; mime: MediaMime } | null> {
  if (bytes.byteLength === 0) return null;
  // Loaded on first use: only the upload functions need it (functions/build.mjs).
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = await fileTypeFromBuffer(bytes);
  return acceptDetectedImageType(detected?.ext);
}
