import { MEDIA_UPLOAD_FILE_FIELD } from "../../../src/lib/domain/media/contract";
import { mediaStore } from "../../../src/lib/files";
import { functionUrl } from "../support";

/** The same store the Functions emulator writes uploaded images to (MEDIA_STORE_DIR). */
export const mediaFiles = mediaStore();

export async function clearMediaFiles(): Promise<void> {
  for (const name of await mediaFiles.list()) await mediaFiles.delete(name);
}

export interface MediaUpload {
  fields?: Record<string, string>;
  file?: { name: string; bytes: Uint8Array } | null;
  idToken?: string;
}

/** Posts a multipart form to the upload function, the way the admin's image field does. */
export async function postMedia({ fields = { resource: "press" }, file, idToken }: MediaUpload) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(MEDIA_UPLOAD_FILE_FIELD, new Blob([Buffer.from(file.bytes)]), file.name);
  const response = await fetch(functionUrl("uploadMedia"), {
    method: "POST",
    body: form,
    headers: idToken ? { authorization: `Bearer ${idToken}` } : {},
  });
  return {
    status: response.status,
    body: (await response.json()) as { media?: { id: string; url: string; width: number; height: number }; error?: { message: string } },
  };
}

/** A variant through the mediaFile function, as Hosting's /media/** rewrite reaches it. */
export function getMediaFile(path: string) {
  return fetch(`${functionUrl("mediaFile")}${path}`);
}
