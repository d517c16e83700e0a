import { MUST_BE_LOGGED_IN } from "../domain/shared";
import { LEAK_FIELDS, LEAK_SAMPLE_BYTES, WHO_LEAKED_TEXTS, leakAnswerSchema, type LeakFinding } from "../domain/promo";
import { WHO_LEAKED_ROUTE } from "../site/endpoints";
import { currentIdToken } from "./auth";

/** A check refused or failed; `message` is the server's text (or the generic one) to show. */
export class WhoLeakedError extends Error {}

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");

/**
 * Asks who a dropped file was made for (docs/promo.md#downloads-and-tracing):
 * the browser hashes the whole file (Web Crypto), then sends the hash, the
 * size and the file, or its first LEAK_SAMPLE_BYTES where its tags are, so
 * a WAV of any length is matched without sending hundreds of MB.
 */
export async function whoLeaked(file: File): Promise<LeakFinding | null> {
  const token = await currentIdToken();
  if (!token) throw new WhoLeakedError(MUST_BE_LOGGED_IN);
  const form = new FormData();
  form.append(LEAK_FIELDS.sha256, hex(await crypto.subtle.digest("SHA-256", await file.arrayBuffer())));
  form.append(LEAK_FIELDS.size, String(file.size));
  form.append(LEAK_FIELDS.file, file.slice(0, LEAK_SAMPLE_BYTES), file.name);
  const response = await fetch(WHO_LEAKED_ROUTE, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form }).catch(
    () => null,
  );
  const answer = leakAnswerSchema.safeParse(await response?.json().catch(() => null));
  if (!response || !answer.success) throw new WhoLeakedError(WHO_LEAKED_TEXTS.failed);
  if ("error" in answer.data) throw new WhoLeakedError(answer.data.error.message);
  return answer.data.finding;
}
