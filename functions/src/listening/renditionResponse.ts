import type { Request } from "firebase-functions/https";
import type { Response } from "express";
import { RENDITION_CONTENT_TYPES, type Rendition } from "../../../src/lib/domain/listening";
import { audioStore } from "../../../src/lib/files";
import { parseByteRange } from "../http/byteRange";

/**
 * Sends a stored rendition from the private audio store, with byte ranges
 * so `<audio>` can seek: the public audio route and the promo page's.
 * Resolves with the bytes asked for (null for a HEAD or an unsatisfiable range).
 */
export async function sendRendition(
  request: Request,
  response: Response,
  rendition: Rendition,
  cacheControl: string,
): Promise<{ start: number; end: number; size: number } | null> {
  const size = rendition.bytes;
  response.set({ "content-type": RENDITION_CONTENT_TYPES[rendition.format], "accept-ranges": "bytes", "cache-control": cacheControl });
  const range = parseByteRange(request.headers.range, size);
  if (range === "unsatisfiable") {
    response.status(416).set("content-range", `bytes */${size}`).end();
    return null;
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  if (range) response.status(206).set("content-range", `bytes ${start}-${end}/${size}`);
  response.set("content-length", String(end - start + 1));
  if (request.method === "HEAD" || size === 0) {
    response.end();
    return null;
  }
  await new Promise<void>((resolve) => {
    const stream = audioStore().stream(rendition.path, start, end);
    stream.on("error", () => {
      response.destroy();
      resolve();
    });
    stream.on("end", resolve);
    stream.pipe(response);
  });
  return { start, end, size };
}
