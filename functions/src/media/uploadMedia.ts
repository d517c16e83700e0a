import type { Request } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from "../../../src/lib/domain/media";
import { firstErrorMessage } from "../../../src/lib/domain/shared";
import {
  MEDIA_UPLOAD_FILE_FIELD,
  mediaUploadTargetSchema,
  type MediaUploadResponse,
  type MediaUploadTarget,
} from "../../../src/lib/domain/media/contract";
import { mediaStore } from "../../../src/lib/files";
import { serverConfig } from "../../../src/lib/config";
import { access, type Caller } from "../accessRules";
import { bearerToken, type AuthContext } from "../authorization";
import { corsOrigins } from "../http/corsOrigins";
import { multipartBoundary, parseMultipart, type MultipartFile } from "../http/multipart";
import { readRequestBody } from "../http/requestBody";
import { detectImageType } from "./imageType";
import { processImage, UnreadableImageError } from "./processImage";
import { storeMedia } from "./storeMedia";
import { defineGuardedHttpFunction } from "../http/httpFunction";
import { notAudited } from "../operations/operation";

/** The file plus the few text fields and the multipart framing. */
const MAX_BODY_BYTES = MEDIA_MAX_BYTES + 16 * 1024;

interface Reply {
  status: number;
  body: MediaUploadResponse;
}
const fail = (status: number, message: string): Reply => ({ status, body: { error: { message } } });

/** What the form brings: the item the image is for (what the rule checks) and the file. */
type Upload = MediaUploadTarget & { file: MultipartFile | undefined };

/**
 * Staff image upload (docs/decisions.md#uploaded-images): a multipart POST
 * with the Firebase ID token as `Authorization: Bearer …`, the target item
 * (`resource`, `item_id`, `artist_id`) and the file. Checks, in order: the
 * caller may upload for that item (the declared rule), the size, the type
 * from the bytes, that the image decodes; then stores the stripped original
 * and its variants and answers 201 with the reference to put in the image
 * field. Every refusal is a 4xx with a message and stores nothing.
 */
export const uploadMedia = defineGuardedHttpFunction({
  access: access.mediaUpload(),
  audit: notAudited(
    "an image's record names who uploaded it and when (uploaded_by, created_at) and is never edited; the save that uses it and its deletion are audited",
  ),
  options: { cors: corsOrigins(serverConfig().siteUrl), memory: "2GiB", timeoutSeconds: 120, maxInstances: 10 },
  screen: (request) => (request.method !== "POST" ? fail(405, MEDIA_MESSAGES.uploadFailed) : null),
  token: (request) => Promise.resolve(bearerToken(request.headers.authorization)),
  input: readTarget,
  refused: ({ status, message }) => fail(status, message),
  handle: (_request, target, context) => storeUpload(target, context),
  send: (response, reply) => void response.status(reply.status).set("cache-control", "no-store").json(reply.body),
  failed: (error) => {
    logger.error("Image upload failed", error);
    return fail(500, MEDIA_MESSAGES.uploadFailed);
  },
});

/** The form's target item and file, or the refusal of a body too large or malformed. */
async function readTarget(request: Request): Promise<{ input: Upload } | { reply: Reply }> {
  if (Number(request.headers["content-length"]) > MAX_BODY_BYTES) return { reply: fail(413, MEDIA_MESSAGES.tooLarge) };
  const boundary = multipartBoundary(request.headers["content-type"]);
  if (!boundary) return { reply: fail(400, MEDIA_MESSAGES.missing) };
  const body = await readRequestBody(request, MAX_BODY_BYTES);
  if (!body) return { reply: fail(413, MEDIA_MESSAGES.tooLarge) };
  const form = parseMultipart(body, boundary);
  if (!form) return { reply: fail(400, MEDIA_MESSAGES.uploadFailed) };
  const target = mediaUploadTargetSchema.safeParse(form.fields);
  // The schema's own message: 'Invalid id' for an item id that is not a record id.
  if (!target.success) return { reply: fail(400, firstErrorMessage(target.error)) };
  return { input: { ...target.data, file: form.files[MEDIA_UPLOAD_FILE_FIELD] } };
}

async function storeUpload({ file }: Upload, { repos, caller }: AuthContext & Caller): Promise<Reply> {
  if (!file || file.data.length === 0) return fail(400, MEDIA_MESSAGES.missing);
  if (file.data.length > MEDIA_MAX_BYTES) return fail(413, MEDIA_MESSAGES.tooLarge);
  const type = await detectImageType(file.data);
  if (!type) return fail(415, MEDIA_MESSAGES.invalidType);

  let image;
  try {
    image = await processImage(file.data, type.extension);
  } catch (error) {
    if (error instanceof UnreadableImageError) return fail(422, MEDIA_MESSAGES.unreadable);
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
}
