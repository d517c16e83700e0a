import type { Request } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from "../../../src/lib/domain/media";
import { firstErrorMessage } from "../../../src/lib/domain/shared";
import { MEDIA_UPLOAD_FILE_FIELD, mediaUploadTargetSchema } from "../../../src/lib/domain/media";
import { serverConfig } from "../../../src/lib/config";
import { bearerToken } from "../operations/authorization";
import { corsOrigins } from "../http/corsOrigins";
import { multipartBoundary, parseMultipart } from "../http/multipart";
import { readRequestBody } from "../http/requestBody";
import { defineGuardedHttpFunction } from "../http/httpFunction";
import {
  mediaUploadFailure as fail,
  uploadMedia as storeUpload,
  type MediaUpload as Upload,
  type MediaUploadReply as Reply,
} from "../operations/media/uploads";

/** The file plus the few text fields and the multipart framing. */
const MAX_BODY_BYTES = MEDIA_MAX_BYTES + 16 * 1024;

/**
 * Staff image upload (docs/decisions.md#uploaded-images): a multipart POST
 * with the Firebase ID token as `Authorization: Bearer …`, the target item
 * (`resource`, `item_id`, `artist_id`) and the file, read here and stored
 * by the media room's uploadMedia operation, whose rule is the route's:
 * the caller may upload for that item. Every refusal is a 4xx with a
 * message and stores nothing.
 */
export const uploadMedia = defineGuardedHttpFunction({
  access: storeUpload.access,
  audit: storeUpload.audit,
  options: { cors: corsOrigins(serverConfig().siteUrl), memory: "2GiB", timeoutSeconds: 120, maxInstances: 10 },
  screen: (request) => (request.method !== "POST" ? fail(405, MEDIA_MESSAGES.uploadFailed) : null),
  token: (request) => Promise.resolve(bearerToken(request.headers.authorization)),
  input: readTarget,
  refused: ({ status, message }) => fail(status, message),
  handle: (_request, upload, context) => storeUpload.run(upload, context),
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
