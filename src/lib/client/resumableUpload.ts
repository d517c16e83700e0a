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
  /** 0..1: as a chunk's bytes go out, and after each chunk the session holds. */
  onProgress?: (fraction: number) => void;
  /** Called before each wait for the connection to come back. */
  onInterrupted?: () => void;
  chunkBytes?: number;
  /** How many times in a row a dropped connection is tried again before giving up (the session survives: `resume` later). */
  attempts?: number;
  fetch?: typeof fetch;
  /**
   * Sends one chunk and reports its bytes as they go out. Default: the
   * browser's XMLHttpRequest, whose upload progress events fetch has no
   * equal of (so a file of one chunk, under 8 MiB, does not sit at 0 % until
   * it is whole); fetch, without progress, where there is no XMLHttpRequest
   * or a `fetch` is given.
   */
  sendChunk?: ChunkSender;
  /** Waits before a reconnection attempt (the n-th, from 1). */
  wait?: (attempt: number) => Promise<void>;
}

/** What a chunk's PUT answered. */
export interface ChunkAnswer {
  status: number;
  range: string | null;
  /** The refusal's body, read only when the status is not 200, 201 or 308. */
  text: () => Promise<string>;
}

export type ChunkSender = (session: string, contentRange: string, body: Blob, onSent: (bytes: number) => void) => Promise<ChunkAnswer>;

/** A chunk through fetch: no progress until it is answered. */
const fetchChunk =
  (send: typeof fetch): ChunkSender =>
  async (session, contentRange, body) => {
    const answer = await send(session, { method: "PUT", headers: { "content-range": contentRange }, body });
    return { status: answer.status, range: answer.headers.get("range"), text: () => answer.text() };
  };

/** A chunk through XMLHttpRequest, its bytes reported as they go out; a dropped connection rejects as fetch's does (TypeError). */
const xhrChunk: ChunkSender = (session, contentRange, body, onSent) =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", session);
    request.setRequestHeader("content-range", contentRange);
    request.upload.onprogress = (event) => onSent(event.loaded);
    request.onload = () =>
      resolve({ status: request.status, range: request.getResponseHeader("range"), text: () => Promise.resolve(request.responseText) });
    request.onerror = request.onabort = request.ontimeout = () => reject(new TypeError("The connection dropped"));
    request.send(body);
  });

/** An upload that stopped with its session still open: `resumeUpload(session, file)` goes on from where it stopped. */
export class UploadInterruptedError extends Error {
  constructor(readonly session: string) {
    super("The upload was interrupted");
    this.name = "UploadInterruptedError";
  }
}

/** A refusal by the store (the session gone, a chunk refused): the upload cannot go on. */
export class UploadRefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "UploadRefusedError";
  }
}

const backoff = (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.min(8000, 500 * 2 ** (attempt - 1))));

async function refusal(response: Pick<Response, "status" | "text">): Promise<UploadRefusedError> {
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
export async function uploadResumable(
  target: string,
  contentType: string,
  file: Blob,
  options: ResumableUploadOptions = {},
): Promise<void> {
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
  const sendChunk = options.sendChunk ?? (!options.fetch && typeof XMLHttpRequest !== "undefined" ? xhrChunk : fetchChunk(send));
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
      const from = offset;
      // Short of whole until the session says it holds the bytes.
      const answer = await sendChunk(session, contentRange, file.slice(from, end), (sent) =>
        options.onProgress?.(Math.min(from + sent, size - 1) / size),
      );
      if (answer.status === 200 || answer.status === 201) offset = size;
      else if (answer.status === 308) offset = persistedBytes(answer.range);
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
