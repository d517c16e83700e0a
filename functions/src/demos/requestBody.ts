import type { Readable } from "node:stream";

/**
 * The request body, or null when it is larger than `maxBytes`. Cloud
 * Functions (and its emulator) have already read the body into `rawBody`;
 * elsewhere the stream is read and abandoned as soon as it passes the cap,
 * so no more than `maxBytes` + one chunk is ever held.
 */
export async function readRequestBody(request: Readable & { rawBody?: Buffer }, maxBytes: number): Promise<Buffer | null> {
  if (Buffer.isBuffer(request.rawBody)) return request.rawBody.length > maxBytes ? null : request.rawBody;
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of request) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    total += bytes.length;
    if (total > maxBytes) {
      request.destroy();
      return null;
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, total);
}
