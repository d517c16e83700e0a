import type { Request } from "firebase-functions/https";
import type { Response } from "express";
import { clientKey } from "../../../src/lib/data/rateLimits";
import { firstErrorMessage } from "../../../src/lib/domain/shared";
import { isPromoTokenShaped, linkState, promoFeedbackInputSchema, type Campaign, type Recipient } from "../../../src/lib/domain/promo";
import { requiredSecret, serverConfig } from "../../../src/lib/server/config";
import { promoGoneHtml } from "../../../src/lib/server/promo/promoPageHtml";
import { PROMO_PAGE_LIMIT, promoAudioPlay, promoPageHtmlOf, recordOpen, saveFeedback } from "../../../src/lib/server/promo/promoPage";
import { promoTokenHash } from "../../../src/lib/server/promo/promoTokens";
import { siteNotFoundHtml } from "../../../src/lib/server/siteNotFound";
import { createRepositories, type Repositories } from "../../../src/lib/data";
import { access } from "../accessRules";
import { clientIp } from "../http/clientIp";
import { clientNetwork } from "../http/clientNetwork";
import { definePublicHttpFunction } from "../http/httpFunction";
import { sendRendition } from "../listening/renditionResponse";
import { FUNCTION_PAGE_HEADERS } from "../http/securityHeaders";

/**
 * A recipient's promo page, `/promo/{token}` (docs/promo.md#the-promo-page),
 * reached through the Hosting rewrite of /promo/**: GET shows it (and
 * records the open), POST takes the feedback form (then 303 back to the
 * page), and `/promo/{token}/audio/{trackId}/{file}` plays a track through
 * a URL the page signed for a few minutes. The link is looked up by its
 * token's hash; a token of the wrong shape or one no link has gets the
 * site's own 404 page, exactly as an unknown URL does. A revoked or
 * expired link gets its page with 410, and its audio 410, at once.
 */

const PAGE = /^\/promo\/([^/]+)\/?$/;
const AUDIO = /^\/promo\/([^/]+)\/audio\/([0-9a-f-]{36})\/([A-Za-z0-9][A-Za-z0-9._-]{0,200})$/;
/** The audio answer may be kept by the browser only as long as its URL works. */
const AUDIO_CACHE = "private, max-age=300";

const PAGE_HEADERS = { ...FUNCTION_PAGE_HEADERS, "cache-control": "no-store", "x-robots-tag": "noindex, nofollow", "referrer-policy": "no-referrer" };

const sendPage = (response: Response, status: number, html: string) => void response.status(status).set(PAGE_HEADERS).type("html").send(html);

async function notFound(response: Response) {
  sendPage(response, 404, await siteNotFoundHtml(serverConfig().siteUrl));
}

/** The link of a token and its campaign, or null: whatever is wrong with it, the caller answers the same 404. */
async function findLink(repos: Repositories, token: string): Promise<{ recipient: Recipient; campaign: Campaign } | null> {
  if (!isPromoTokenShaped(token)) return null;
  const recipient = await repos.promoRecipients.byTokenHash(promoTokenHash(token));
  const campaign = recipient && (await repos.promoCampaigns.get(recipient.campaign_id));
  return recipient && campaign ? { recipient, campaign } : null;
}

/** The client, as the shared-link check counts them: its network and browser, hashed with the rate limits' salt. */
const clientOf = (request: Request) => clientKey(`${clientNetwork(clientIp(request, "hosting"))}\n${String(request.headers["user-agent"] ?? "")}`, requiredSecret(serverConfig(), "rateLimitSalt"));

export const promoPage = definePublicHttpFunction(
  { access: access.public("recipients open their private promo link without an account: the unguessable token in it is the grant"), options: { maxInstances: 20 } },
  async (request: Request, response: Response) => {
    const audio = AUDIO.exec(request.path);
    const page = audio ? null : PAGE.exec(request.path);
    const token = audio?.[1] ?? page?.[1];
    if (!token) return notFound(response);
    const isAudio = audio !== null;
    const allowed = isAudio ? ["GET", "HEAD"] : ["GET", "HEAD", "POST"];
    if (!allowed.includes(request.method)) return void response.status(405).set("allow", allowed.join(", ")).end();
    const repos = createRepositories();
    const link = await findLink(repos, token);
    if (!link) return notFound(response);
    const now = new Date();
    const state = linkState(link.recipient, link.campaign.expires_at, now);
    if (state !== "active") return isAudio ? void response.status(410).set("cache-control", "no-store").type("text/plain").send("Gone") : sendPage(response, 410, promoGoneHtml(state));
    if (!(await repos.rateLimits.consume(PROMO_PAGE_LIMIT[isAudio ? "audio" : "page"], link.recipient.id, now.getTime()))) {
      return isAudio ? void response.status(429).set("cache-control", "no-store").type("text/plain").send("Too many requests") : sendPage(response, 429, promoGoneHtml("rate"));
    }
    const client = clientOf(request);

    if (isAudio) {
      const play = await promoAudioPlay(repos, link, { trackId: audio[2]!, file: audio[3]!, until: request.query.e, signature: request.query.s }, now);
      if (!play) return void response.status(403).set("cache-control", "no-store").type("text/plain").send("Forbidden");
      const sent = await sendRendition(request, response, play.rendition, AUDIO_CACHE);
      if (sent) await play.record(client, sent);
      return;
    }

    if (request.method === "POST") {
      const body: unknown = request.body;
      const form = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
      const parsed = promoFeedbackInputSchema.safeParse({ rating: form.rating, comment: form.comment });
      if (!parsed.success) {
        const values = { rating: String(form.rating ?? "").slice(0, 1), comment: String(form.comment ?? "").slice(0, 2000), error: firstErrorMessage(parsed.error) };
        return sendPage(response, 400, await promoPageHtmlOf(repos, link, token, now, { form: values }));
      }
      await saveFeedback(repos, link, parsed.data, client, now);
      return void response.status(303).set("cache-control", "no-store").location(`/promo/${token}?feedback=saved#feedback`).end();
    }

    await recordOpen(repos, link.recipient, client, now);
    sendPage(response, 200, await promoPageHtmlOf(repos, link, token, now, { saved: request.query.feedback === "saved" }));
  },
);
