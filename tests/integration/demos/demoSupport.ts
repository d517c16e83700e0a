import { DEMO_UPLOAD_FILE_FIELD } from "../../../src/lib/domain/demos/demoLimits";
import { fileStore } from "../../../src/lib/files";
import { demoUploadUrl, fromClient } from "../support";

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

/** Posts a multipart form to the upload function, the way the page's script does (asking for JSON). */
export async function postDemo({ fields = validFields, file, ip = "198.51.100.1" }: UploadOptions) {
  const response = await sendDemoForm({ fields, file, ip }, "application/json");
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { ok?: true; error?: { title?: string; message: string } },
  };
}

/** A browser's own form submission (JavaScript off): it asks for HTML and does not follow the redirect here. */
export async function navigateDemo({ fields = validFields, file, ip = "198.51.100.1" }: UploadOptions) {
  const response = await sendDemoForm({ fields, file, ip }, "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8");
  return { status: response.status, location: response.headers.get("location") };
}

function sendDemoForm({ fields, file, ip }: Required<Omit<UploadOptions, "file">> & Pick<UploadOptions, "file">, accept: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(DEMO_UPLOAD_FILE_FIELD, new Blob([Buffer.from(file.bytes)]), file.name);
  return fetch(demoUploadUrl(), { method: "POST", body: form, headers: { accept, ...fromClient(ip) }, redirect: "manual" });
}
