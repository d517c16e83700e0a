import type { Request } from "firebase-functions/https";
import type { Response } from "express";
import { logger } from "firebase-functions/logger";
import { LABEL } from "../../../src/config/label";
import { firstErrorMessage, retryAfterSeconds } from "../../../src/lib/domain/shared";
import { embedTargetOf } from "../../../src/lib/domain/listening";
import {
  OEMBED_CACHE_SECONDS,
  OEMBED_RATE_LIMIT,
  embedFrame,
  oembedQuerySchema,
  oembedRich,
  type OembedSubject,
} from "../../../src/lib/domain/listening";
import { serverConfig } from "../../../src/lib/config";
import { hostingVisitor } from "../http/clientLimit";
import { definePublicHttpFunction } from "../http/httpFunction";
import { findOembedSubject, OEMBED_ACCESS } from "../operations/listening/publicAudio";

const refuse = (response: Response, status: number, error: string) =>
  void response.status(status).set("cache-control", "no-store").json({ error });

/**
 * The oEmbed endpoint (https://oembed.com; docs/listening.md#oembed),
 * `/oembed` through a Hosting rewrite: for the URL of a release page or an
 * embed page of the site, a `rich` answer whose HTML is an iframe of the
 * embed page, sized within `maxwidth` × `maxheight`. JSON only (xml: 501);
 * a URL that names no embed that plays now: 404; a malformed request: 400;
 * past the client's OEMBED_RATE_LIMIT: 429. The rules are read on every request, as the audio route reads them.
 */
export const oembed = definePublicHttpFunction(
  {
    access: OEMBED_ACCESS,
    options: { cors: true, maxInstances: 10 },
  },
  async (request: Request, response: Response) => {
    if (request.method !== "GET" && request.method !== "HEAD") return void response.status(405).set("allow", "GET, HEAD").end();
    const query = oembedQuerySchema.safeParse(request.query);
    if (!query.success) return refuse(response, 400, firstErrorMessage(query.error));
    const { url, format = "json", maxwidth, maxheight } = query.data;
    if (format !== "json") return refuse(response, 501, "Only format=json is answered");
    const siteUrl = serverConfig().siteUrl;
    const target = embedTargetOf(url, siteUrl);
    if (!target) return refuse(response, 404, "No embed for this URL");
    const now = Date.now();
    let subject: OembedSubject | null;
    try {
      const found = await findOembedSubject.run({ target, siteUrl, now }, hostingVisitor(request));
      if ("rateLimited" in found) {
        response.set("retry-after", String(retryAfterSeconds(OEMBED_RATE_LIMIT, now)));
        return refuse(response, 429, "Too many requests");
      }
      subject = found.subject;
    } catch (error) {
      logger.error("oEmbed lookup failed", error);
      return refuse(response, 503, "Try again in a moment");
    }
    if (!subject) return refuse(response, 404, "No embed for this URL");
    const frame = embedFrame(subject.kind, { maxwidth, maxheight });
    if (!frame) return refuse(response, 404, "No embed fits within maxwidth and maxheight");
    response
      .status(200)
      .set("cache-control", `public, max-age=${OEMBED_CACHE_SECONDS}`)
      .json(oembedRich(subject, frame, { name: LABEL.name, url: siteUrl }));
  },
);
