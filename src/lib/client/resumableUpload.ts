/**
 * The browser's side of a resumable upload (docs/listening.md#label-hosted-audio):
 * Cloud Storage's protocol, which the local stack's stand-in speaks too, so
 * this is the one path for both. Starts a session at the signed target,
 * sends the file in chunks (`Content-Range: bytes a-b/total`), follows the
 * `Range` each 308 answers, and after a dropped connection asks the session
 * how much it holds (`Content-Range: bytes *` and the total) and goes on
 * from there.
 */
import { UPLOAD_CHUNK_BYTES, nextChunk, persistedBytes } from "../domain/listening/audioUpload";

export interface ResumableUploadOptions {
  /** 0..1, after each chunk the session holds. */
  onProgress?: (fraction: number) => void;
  /** Called before each wait for the connection to come back. */
  onInterrupted?: () => void;
  chunkBytes?: number;
  /** How many times in a row a dropped connection is tried again before giving up (the session survives: `resume` later). */
  attempts?: number;
  fetch?: typeof fetch;
  /** Waits before a reconnection attempt (the n-th, from 1). */
  wait?: (attempt: number) => Promise<void>;
}

/** An upload that stopped with its session still open: `resumeUpload(session, file)` goes on from where it stopped. */
export class UploadInterruptedError extends Error {
  constructor(readonly session: string) {
    super("The upload was interrupted");
    this.name = "UploadInterruptedError";
  }
}

/** A refusal by the store (the session gone, a chunk refused): the upload cannot go on. */
export class UploadRefusedError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = "UploadRefusedError";
  }
}

const backoff = (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.min(8000, 500 * 2 ** (attempt - 1))));

async function refusal(response: Response): Promise<UploadRefusedError> {
  const text = await response.text().catch(() => "");
  let message = text || `The upload was refused (${response.status})`;
  try {
    message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? message;
  } catch {
    /* not JSON: Cloud Storage answers XML or text */
  }
  return new UploadRefusedError(response.status, message);
}

/** Starts a session at the signed target and uploads `file` into it. */
export async function uploadResumable(target: string, contentType: string, file: Blob, options: ResumableUploadOptions = {}): Promise<void> {
  const send = options.fetch ?? fetch;
  const started = await send(target, { method: "POST", headers: { "x-goog-resumable": "start", "content-type": contentType } });
  const session = started.headers.get("location");
  if (!started.ok || !session) throw await refusal(started);
  await resumeUpload(session, file, options);
}

/** How many bytes the session holds: the total once complete. */
async function askOffset(session: string, size: number, send: typeof fetch): Promise<number> {
  const answer = await send(session, { method: "PUT", headers: { "content-range": `bytes */${size}` } });
  if (answer.status === 200 || answer.status === 201) return size;
  if (answer.status === 308) return persistedBytes(answer.headers.get("range"));
  throw await refusal(answer);
}

/** Sends `file` into an open session from the offset the session reports. */
export async function resumeUpload(session: string, file: Blob, options: ResumableUploadOptions = {}): Promise<void> {
  const send = options.fetch ?? fetch;
  const wait = options.wait ?? backoff;
  const size = file.size;
  const attempts = options.attempts ?? 6;
  let failures = 0;
  let offset: number | null = null;
  while (offset === null || offset < size) {
    try {
      if (offset === null) offset = await askOffset(session, size, send);
      options.onProgress?.(offset / size);
      if (offset >= size) break;
      const { end, contentRange } = nextChunk(offset, size, options.chunkBytes ?? UPLOAD_CHUNK_BYTES);
      const answer = await send(session, { method: "PUT", headers: { "content-range": contentRange }, body: file.slice(offset, end) });
      if (answer.status === 200 || answer.status === 201) offset = size;
      else if (answer.status === 308) offset = persistedBytes(answer.headers.get("range"));
      // A busy or failing server: ask where the session stands and go on from there.
      else if (answer.status === 429 || answer.status >= 500) throw new TypeError(`The store answered ${answer.status}`);
      else throw await refusal(answer);
      failures = 0;
    } catch (error) {
      if (error instanceof UploadRefusedError) throw error;
      // The connection dropped: what the session holds is known only by asking it.
      offset = null;
      failures += 1;
      if (failures > attempts) throw new UploadInterruptedError(session);
      options.onInterrupted?.();
      await wait(failures);
    }
  }
  options.onProgress?.(1);
}
