import { logger } from "firebase-functions/logger";
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES, MEDIA_FILE_RATE_LIMIT } from "../../../../src/lib/domain/media";
import type { MediaUploadResponse, MediaUploadTarget } from "../../../../src/lib/domain/media";
import { mediaStore } from "../../../../src/lib/files";
import { access } from "../accessRules";
import { withinClientLimit } from "../../../../src/lib/server/clientLimit";
import type { MultipartFile } from "../../http/multipart";
import { detectImageType } from "../../media/imageType";
import { processImage, UnreadableImageError } from "../../media/processImage";
import { storeMedia } from "../../media/storeMedia";
import { defineOperation, notAudited } from "../operation";

// Uploaded images (docs/decisions.md#uploaded-images): storing a staff upload, and the public serving's allowance.

/** An upload's answer: its status and body, as the uploadMedia route sends them. */
export interface MediaUploadReply {
  status: number;
  body: MediaUploadResponse;
}
export const mediaUploadFailure = (status: number, message: string): MediaUploadReply => ({ status, body: { error: { message } } });

/** What the form brings: the item the image is for (what the rule checks) and the file. */
export type MediaUpload = MediaUploadTarget & { file: MultipartFile | undefined };

/**
 * Stores a staff upload once the caller may upload for its item (the
 * declared rule): the size, the type from the bytes, that the image
 * decodes; then the stripped original, its variants and the record, and
 * the 201 with the reference to put in the image field. Every refusal is a
 * 4xx with a message and stores nothing.
 */
export const uploadMedia = defineOperation(
  "uploadMedia",
  {
    access: access.mediaUpload(),
    audit: notAudited(
      "an image's record names who uploaded it and when (uploaded_by, created_at) and is never edited; the save that uses it and its deletion are audited",
    ),
  },
  async ({ file }: MediaUpload, { repos, caller }): Promise<MediaUploadReply> => {
    if (!file || file.data.length === 0) return mediaUploadFailure(400, MEDIA_MESSAGES.missing);
    if (file.data.length > MEDIA_MAX_BYTES) return mediaUploadFailure(413, MEDIA_MESSAGES.tooLarge);
    const type = await detectImageType(file.data);
    if (!type) return mediaUploadFailure(415, MEDIA_MESSAGES.invalidType);

    let image;
    try {
      image = await processImage(file.data, type.extension);
    } catch (error) {
      if (error instanceof UnreadableImageError) return mediaUploadFailure(422, MEDIA_MESSAGES.unreadable);
      throw error;
    }
    const media = await storeMedia({ repos, files: mediaStore() }, image, type, caller.uid);
    logger.info("Image stored", {
      id: media.id,
      type: media.mime,
      width: media.width,
      height: media.height,
      variants: media.variants.length,
    });
    return { status: 201, body: { media: { id: media.id, url: media.url, width: media.width, height: media.height } } };
  },
);

/** Who may fetch an image variant: anyone (the mediaFile route declares it too). */
export const MEDIA_FILE_ACCESS = access.public("image variants are public: the site's pages show them to every visitor");

/** Counts one request for an image variant of the client's network (public, through the Hosting rewrite); false when over. */
export const admitMediaFileRequest = defineOperation(
  "admitMediaFileRequest",
  {
    access: MEDIA_FILE_ACCESS,
    audit: notAudited("a rate-limit counter of a hashed network address that expires with its window: no record anyone reads back"),
  },
  ({ now }: { now: number }, { repos, client }) => withinClientLimit(repos, MEDIA_FILE_RATE_LIMIT, client, now),
);
