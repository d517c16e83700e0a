import type { Request } from "firebase-functions/https";
import type { Response } from "express";
import {
  PROMO_DOWNLOAD_ERRORS,
  PROMO_DOWNLOAD_ROUTE,
  PROMO_FILE_TYPES,
  isPromoTokenShaped,
  promoDownloadFileName,
  promoFormatOfExtension,
  type DownloadRefusal,
} from "../../../src/lib/domain/promo";
import { audioStore } from "../../../src/lib/files";
import { definePublicHttpFunction } from "../http/httpFunction";
import { claimPromoDownload, PROMO_DOWNLOAD_ACCESS } from "../operations/promo/downloads";

/** A recipient's page and files are theirs alone: no cache keeps them, no search engine lists them. */
const PRIVATE_HEADERS = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" };

const refuse = (response: Response, { status, message }: DownloadRefusal) =>
  void response.status(status).set(PRIVATE_HEADERS).type("text/plain").send(message);
const NOT_FOUND: DownloadRefusal = { status: 404, message: PROMO_DOWNLOAD_ERRORS.notFound };

/**
 * A recipient's download, `GET /promo/{token}/download/{trackId}.{mp3|wav}`
 * (docs/promo.md#downloads-and-tracing), reached through the Hosting
 * rewrite of /promo/*\/download/**. Once the promo room's claimPromoDownload
 * has checked the link, made the recipient's own copy and counted the
 * download against their limit, the copy is streamed from the private
 * store. The master is never sent.
 */
export const promoDownload = definePublicHttpFunction(
  {
    access: PROMO_DOWNLOAD_ACCESS,
    options: { maxInstances: 10, timeoutSeconds: 300, memory: "1GiB" },
  },
  async (request: Request, response: Response) => {
    if (request.method !== "GET") return void response.status(405).set("allow", "GET").end();
    const match = PROMO_DOWNLOAD_ROUTE.exec(request.path);
    const format = match ? promoFormatOfExtension(match[3]!) : null;
    if (!match || !format || !isPromoTokenShaped(match[1]!)) return refuse(response, NOT_FOUND);
    const store = audioStore();
    const claim = await claimPromoDownload.run({ token: match[1]!, trackId: match[2]!, format, store, now: new Date() }, { uid: null });
    if ("refusal" in claim) return refuse(response, claim.refusal);
    const { copy } = claim;

    const { extension, contentType } = PROMO_FILE_TYPES[format];
    response
      .status(200)
      .set(PRIVATE_HEADERS)
      .set({ "content-type": contentType, "content-length": String(copy.bytes) });
    response.attachment(promoDownloadFileName(claim.artist, claim.title, extension));
    await new Promise<void>((resolve) => {
      const stream = store.stream(copy.path, 0, Math.max(copy.bytes - 1, 0));
      stream.on("error", () => {
        response.destroy();
        resolve();
      });
      stream.on("end", resolve);
      stream.pipe(response);
    });
  },
);
