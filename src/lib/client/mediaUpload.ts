import { MEDIA_MESSAGES } from "../domain/media";
import { MUST_BE_LOGGED_IN } from "../domain/shared";
import { MEDIA_UPLOAD_FILE_FIELD, mediaUploadResponseSchema, type MediaUploadTarget, type UploadedMedia } from "../domain/media/contract";
import { MEDIA_UPLOAD_ROUTE } from "../site/endpoints";
import { currentIdToken } from "./auth";

/**
 * Where the admin posts image uploads: the site's route to the `uploadMedia`
 * function (the Hosting rewrite; the local server applies it too).
 */
const UPLOAD_URL: string = MEDIA_UPLOAD_ROUTE;

/** A refused or failed upload; `message` is the server's text (or the generic one) to show. */
export class MediaUploadError extends Error {}

function parseAnswer(text: string) {
  try {
    return mediaUploadResponseSchema.safeParse(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * Uploads one image for an item, signed in with the caller's ID token.
 * XMLHttpRequest rather than fetch: only it reports upload progress.
 * `onProgress` receives the fraction sent, 0 to 1.
 */
export async function uploadMedia(file: File, target: MediaUploadTarget, onProgress: (fraction: number) => void): Promise<UploadedMedia> {
  const token = await currentIdToken();
  if (!token) throw new MediaUploadError(MUST_BE_LOGGED_IN);
  const form = new FormData();
  for (const [name, value] of Object.entries(target)) if (value) form.append(name, value);
  form.append(MEDIA_UPLOAD_FILE_FIELD, file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", UPLOAD_URL);
    request.setRequestHeader("authorization", `Bearer ${token}`);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const answer = parseAnswer(request.responseText);
      if (request.status === 201 && answer?.success && "media" in answer.data) return resolve(answer.data.media);
      reject(new MediaUploadError(answer?.success && "error" in answer.data ? answer.data.error.message : MEDIA_MESSAGES.uploadFailed));
    });
    request.addEventListener("error", () => reject(new MediaUploadError(MEDIA_MESSAGES.uploadFailed)));
    request.addEventListener("abort", () => reject(new MediaUploadError(MEDIA_MESSAGES.uploadFailed)));
    request.send(form);
  });
}
