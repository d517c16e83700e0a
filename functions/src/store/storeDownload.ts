import { pipeline } from "node:stream/promises";
import type { Request } from "firebase-functions/https";
import type { Response } from "express";
import { STORE_FILE_TYPES } from "../../../src/lib/domain/store";
import { downloadRoute } from "../../../src/lib/domain/store";
import { downloadAnswer, downloadNotFound, findPurchasesAnswer } from "../../../src/lib/server/store/downloadHttp";
import { streamZip } from "../../../src/lib/server/store/releaseZip";
import { access } from "../operations/accessRules";
import { definePublicHttpFunction } from "../http/httpFunction";
import { clientOf } from "../http/clientLimit";
import { methodNotAllowed, sendBuyerPage } from "./buyerPages";

/** A buyer's file: theirs alone, never kept by a cache or listed. */
const FILE_HEADERS = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" };

/**
 * The buyer's downloads (docs/store.md#the-download-page), through the
 * Hosting rewrites of /download and /download/**: `/download/{token}` the
 * order's page, its signed links `/download/{token}/track/{id}/{format}`
 * (a track's file) and `/download/{token}/zip/{release}/{format}` (the
 * release as one ZIP, streamed as its files are made); `/download` itself
 * is "find my purchases" (GET the form, POST the address).
 */
export const storeDownload = definePublicHttpFunction(
  {
    access: access.public(
      "buyers download without an account: the unguessable token of their order's link is the grant, checked on every request",
    ),
    options: { maxInstances: 10, timeoutSeconds: 540, memory: "1GiB" },
  },
  async (request: Request, response: Response) => {
    const route = downloadRoute(request.path);
    if (!route) return sendBuyerPage(response, downloadNotFound());
    const allowed = route.kind === "find" ? ["GET", "HEAD", "POST"] : route.kind === "page" ? ["GET", "HEAD"] : ["GET"];
    if (!allowed.includes(request.method)) return methodNotAllowed(response, allowed);
    // The client as Hosting's edge wrote it, never an X-Forwarded-For it sent itself.
    const client = clientOf(request, "hosting");
    if (route.kind === "find")
      return sendBuyerPage(response, await findPurchasesAnswer(request.method, request.body, request.query, client));

    const answer = await downloadAnswer(route, { e: request.query.e, s: request.query.s }, client);
    if (answer.kind !== "file") return sendBuyerPage(response, answer);
    response.status(200).set(FILE_HEADERS);
    if (answer.ready.kind === "zip") {
      response.type("application/zip").attachment(answer.ready.filename);
      await streamZip(answer.ready.entries, response);
      return;
    }
    const { file } = answer.ready;
    response
      .attachment(file.filename)
      .set({ "content-type": STORE_FILE_TYPES[file.format].contentType, "content-length": String(file.bytes) });
    // A failed read or a buyer gone away ends the answer short: the browser shows a failed download, never a cut file as a whole one.
    await pipeline(answer.store.stream(file.path, 0, Math.max(file.bytes - 1, 0)), response).catch(() => response.destroy());
  },
);
