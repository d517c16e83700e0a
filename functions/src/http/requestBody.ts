import type { Readable } from "node:stream";

/**
 * How long a body being read may stay silent before it is given up: a client
 * that sent fewer bytes than its Content-Length said never sends the rest.
 * The same figure as the local servers' (scripts/stack/stalledRequestBodies.cjs).
 */
export const STALLED_BODY_MS = 10_000;

/**
 * The request body, or null when it is larger than `maxBytes` or stops
 * arriving for `stalledMs`. Cloud Functions (and its emulator) have already
 * read the body into `rawBody`; elsewhere the stream is read and abandoned as
 * soon as it passes the cap or goes silent, so no more than `maxBytes` + one
 * chunk is ever held and no caller waits on a body that is not coming.
 */
export function readRequestBody(
  request: Readable & { rawBody?: Buffer },
  maxBytes: number,
  stalledMs = STALLED_BODY_MS,
): Promise<Buffer | null> {
  if (Buffer.isBuffer(request.rawBody)) return Promise.resolve(request.rawBody.length > maxBytes ? null : request.rawBody);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const finish = (body: Buffer | null) => {
      clearTimeout(silence);
      request.off("data", onData).off("end", onEnd).off("error", onError);
      if (!body) request.destroy();
      resolve(body);
    };
    const silence = setTimeout(() => finish(null), stalledMs);
    const onData = (chunk: Buffer | string) => {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      total += bytes.length;
      if (total > maxBytes) return finish(null);
      chunks.push(bytes);
      silence.refresh();
    };
    const onEnd = () => finish(Buffer.concat(chunks, total));
    const onError = () => finish(null);
    request.on("data", onData).on("end", onEnd).on("error", onError);
  });
}
