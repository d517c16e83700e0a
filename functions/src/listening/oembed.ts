import type { Request } from "firebase-functions/https";
import type { Response } from "express";
import { logger } from "firebase-functions/logger";
import { LABEL } from "../../../src/config/label";
import { type Release } from "../../../src/lib/domain/catalog";
import { firstErrorMessage, retryAfterSeconds } from "../../../src/lib/domain/shared";
import { embedTargetOf, type EmbedTarget } from "../../../src/lib/domain/listening/embed";
import {
  OEMBED_CACHE_SECONDS,
  OEMBED_RATE_LIMIT,
  embedFrame,
  oembedQuerySchema,
  oembedRich,
  type OembedSubject,
} from "../../../src/lib/domain/listening/oembed";
import { createRepositories, type Repositories } from "../../../src/lib/data";
import { serverConfig } from "../../../src/lib/config";
import { creditedArtists, indexCatalog } from "../../../src/lib/site/catalog";
import { oembedSubject, releaseEmbed } from "../../../src/lib/site/embeds";
import { loadReleaseCatalog } from "../../../src/lib/site/loadCatalog";
import { access } from "../accessRules";
import { withinClientLimit } from "../http/clientLimit";
import { definePublicHttpFunction } from "../http/httpFunction";

const refuse = (response: Response, status: number, error: string) =>
  void response.status(status).set("cache-control", "no-store").json({ error });

/** The releases an embed target may name (a track's address of before: its audio's release); the catalog reads the published ones. */
async function releaseOf(repos: Repositories, target: EmbedTarget): Promise<Release[]> {
  if (target.kind === "releasePage") return repos.releases.listPublishedBySlug(target.releaseSlug);
  const releaseId = target.kind === "legacyTrack" ? (await repos.trackAudio.get(target.trackId))?.release_id : target.releaseId;
  return [releaseId ? await repos.releases.get(releaseId) : null].filter((r): r is Release => Boolean(r));
}

/** What the URL embeds, read now with the site's rules (releaseEmbed); null when the site has no such embed. */
async function subjectOf(repos: Repositories, target: EmbedTarget, siteUrl: string, now: Date): Promise<OembedSubject | null> {
  const index = indexCatalog(await loadReleaseCatalog(repos, await releaseOf(repos, target)));
  // A release page is the release whose page is under that artist's slug (two artists' releases may share a slug).
  const release =
    target.kind === "releasePage"
      ? index.catalog.releases.find((r) => creditedArtists(index, r).some((a) => a.slug === target.artistSlug))
      : index.catalog.releases[0];
  const embed = release && releaseEmbed(index, release, now);
  if (!embed) return null;
  return oembedSubject(embed, target.kind === "track" || target.kind === "legacyTrack" ? target.trackId : null, siteUrl);
}

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
    access: access.public("anyone may embed the label's released music: the answer describes the public embed pages"),
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
    const repos = createRepositories();
    const now = Date.now();
    let subject: OembedSubject | null;
    try {
      // Counted on the address Hosting vouches for (a forwarded-for header lifts nothing), before the read it bounds.
      if (!(await withinClientLimit(repos, OEMBED_RATE_LIMIT, request, "hosting", now))) {
        response.set("retry-after", String(retryAfterSeconds(OEMBED_RATE_LIMIT, now)));
        return refuse(response, 429, "Too many requests");
      }
      subject = await subjectOf(repos, target, siteUrl, new Date(now));
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
