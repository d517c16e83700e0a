import { randomUUID } from "node:crypto";
import { logger } from "firebase-functions/logger";
import {
  mediaReference,
  originalObjectName,
  variantObjectName,
  type Media,
  type MediaExtension,
  type MediaMime,
} from "../../../src/lib/domain/media";
import type { Repositories } from "../operations/operation";
import type { FileStore } from "../../../src/lib/files";
import type { ProcessedImage } from "./processImage";

/** What the media room's uploadMedia operation hands over: its repositories, and the store of the files. */
export interface MediaIntake {
  repos: Pick<Repositories, "media">;
  files: FileStore;
  now?: () => Date;
  newId?: () => string;
}

/**
 * Stores an upload: the original (private) and every variant under names
 * made from a fresh id, then the record. Whatever fails on the way, every
 * file written so far is removed again, so a refused or failed upload
 * leaves nothing behind; the error is rethrown for the caller to report.
 */
export async function storeMedia(
  intake: MediaIntake,
  image: ProcessedImage,
  type: { extension: MediaExtension; mime: MediaMime },
  uploadedBy: string,
): Promise<Media> {
  const id = intake.newId?.() ?? randomUUID();
  const written: string[] = [];
  const put = async (name: string, bytes: Uint8Array, contentType: string) => {
    written.push(name);
    await intake.files.put(name, bytes, contentType);
  };
  try {
    const originalPath = originalObjectName(id, type.extension);
    await put(originalPath, image.original, type.mime);
    for (const { plan, bytes } of image.variants) {
      await put(variantObjectName(id, plan.name), bytes, plan.format === "jpg" ? "image/jpeg" : `image/${plan.format}`);
    }
    return await intake.repos.media.create({
      id,
      original_path: originalPath,
      mime: type.mime,
      width: image.width,
      height: image.height,
      bytes: image.original.byteLength,
      url: mediaReference(id, image.width, image.height),
      variants: image.variants.map(({ plan, bytes }) => ({
        name: plan.name,
        format: plan.format,
        width: plan.width,
        height: plan.height,
        bytes: bytes.byteLength,
      })),
      uploaded_by: uploadedBy,
      created_at: intake.now?.() ?? new Date(),
    });
  } catch (error) {
    await removeFiles(intake.files, written);
    throw error;
  }
}

/** Removes stored files, logging (not throwing) the ones that resist: the caller is already reporting a failure or a deletion. */
export async function removeFiles(files: FileStore, names: readonly string[]): Promise<void> {
  for (const name of names) {
    await files.delete(name).catch((cleanupError: unknown) => logger.error("Image file could not be removed", { name, cleanupError }));
  }
}
