import type { Request } from "firebase-functions/https";
import type { Response } from "express";
import { logger } from "firebase-functions/logger";
import { retryAfterSeconds } from "../../../src/lib/domain/shared";
import { EMBED_REDIRECT_RATE_LIMIT, embedPath, legacyTrackEmbedId } from "../../../src/lib/domain/listening";
import { hostingVisitor } from "../http/clientLimit";
import { definePublicHttpFunction } from "../http/httpFunction";
import { EMBED_REDIRECT_ACCESS, findTrackEmbedRelease } from "../operations/listening/publicAudio";
import { FUNCTION_EMBED_REDIRECT_HEADERS } from "../http/securityHeaders";

/** A track's embed moves only if its release is changed; a day's cache spares the reads of a blog's every view. */
const REDIRECT_CACHE = "public, max-age=86400";

const refuse = (response: Response, status: number, message: string) =>
  void response.status(status).set("cache-control", "no-store").type("text/plain").send(message);

/**
 * A track's embed address of before (`/embed/track/{trackId}` and its
 * `/compact`, through the Hosting rewrite of /embed/track/**; docs/listening.md#embeds):
 * 301 to its release's embed page with the track's fragment
 * (`/embed/release/{releaseId}#track-{trackId}`), so an iframe pasted into
 * another site before one page per release served every embed still plays
 * the track. Framable by any site, as the embed pages are. An unknown track:
 * 404; other methods: 405; past the client's EMBED_REDIRECT_RATE_LIMIT: 429;
 * a failed read: 503.
 */
export const embedTrackRedirect = definePublicHttpFunction(
  {
    access: EMBED_REDIRECT_ACCESS,
    options: { maxInstances: 10 },
  },
  async (request: Request, response: Response) => {
    if (request.method !== "GET" && request.method !== "HEAD") return void response.status(405).set("allow", "GET, HEAD").end();
    const trackId = legacyTrackEmbedId(request.path);
    if (!trackId) return refuse(response, 404, "No embed at this address");
    const now = Date.now();
    let releaseId: string | null;
    try {
      const found = await findTrackEmbedRelease.run({ trackId, now }, hostingVisitor(request));
      if ("rateLimited" in found) {
        response.set("retry-after", String(retryAfterSeconds(EMBED_REDIRECT_RATE_LIMIT, now)));
        return refuse(response, 429, "Too many requests");
      }
      releaseId = found.releaseId;
    } catch (error) {
      logger.error("Embed redirect lookup failed", error);
      return refuse(response, 503, "Try again in a moment");
    }
    if (!releaseId) return refuse(response, 404, "No embed for this track");
    response
      .status(301)
      .set(FUNCTION_EMBED_REDIRECT_HEADERS)
      .set({ location: embedPath(releaseId, trackId), "cache-control": REDIRECT_CACHE })
      .end();
  },
);
