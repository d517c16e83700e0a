import { DEMO_UPLOAD_FILE_FIELD } from "../../src/lib/domain/contracts/demoUpload";
import { fileStore } from "../../src/lib/files";
import { demoUploadUrl, fromClient } from "./support";

/** The same directory the Functions emulator stores demo audio in (FILE_STORE_DIR). */
export const files = fileStore();

export async function clearFiles(): Promise<void> {
  for (const name of await files.list()) await files.delete(name);
}

export const validFields = { artist_name: "Mira Osei", email: "mira@example.com", track_title: "Modular City" };

export interface UploadOptions {
  fields?: Record<string, string>;
  file?: { name: string; bytes: Uint8Array } | null;
  /** Client address as the local proxy reports it; tests use their own to get their own rate-limit window. */
  ip?: string;
}

/** Posts a multipart form to the upload function, the way the browser form does. */
export async function postDemo({ fields = validFields, file, ip = "198.51.100.1" }: UploadOptions) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(DEMO_UPLOAD_FILE_FIELD, new Blob([Buffer.from(file.bytes)]), file.name);
  const response = await fetch(demoUploadUrl(), { method: "POST", body: form, headers: fromClient(ip) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { ok?: true; error?: { title?: string; message: string } } };
}
