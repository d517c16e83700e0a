import type { Request } from "firebase-functions/https";
import type { Response } from "express";
import { firstErrorMessage } from "../../../src/lib/domain/shared";
import { PROMO_GONE_TEXTS, PROMO_PAGE_ERRORS, promoFeedbackInputSchema } from "../../../src/lib/domain/promo";
import { serverConfig } from "../../../src/lib/config";
import { promoGoneHtml } from "../../../src/lib/server/promo/promoPageHtml";
import { siteNotFoundHtml } from "../../../src/lib/server/siteNotFound";
import { readBeaconJson } from "../beaconEndpoint";
import { clientIp } from "../http/clientIp";
import { clientNetwork } from "../http/clientNetwork";
import { definePublicHttpFunction } from "../http/httpFunction";
import { sendRendition } from "../listening/renditionResponse";
import { FUNCTION_PAGE_HEADERS } from "../http/securityHeaders";
import {
  admitPromoLinkRequest,
  playPromoAudio,
  promoPageHtml,
  PROMO_LINK_ACCESS,
  recordPromoOpen,
  recordPromoProgress,
  savePromoFeedback,
} from "../operations/promo/recipientPage";

/**
 * A recipient's promo page, `/promo/{token}` (docs/promo.md#the-promo-page),
 * reached through the Hosting rewrite of /promo/**: GET shows it (and
 * records the open), POST takes the feedback form (then 303 back to the
 * page), `/promo/{token}/audio/{trackId}/{file}` plays a track through
 * a URL the page signed for a few minutes, and POST
 * `/promo/{token}/progress` takes the page player's report of how far a
 * track was played (204; 400 with the message for anything else). The
 * link is looked up by its token's hash; a token of the wrong shape or one
 * no link has gets the site's own 404 page, exactly as an unknown URL does.
 * A revoked or expired link gets its page with 410, and its audio and
 * reports 410, at once.
 */

const PAGE = /^\/promo\/([^/]+)\/?$/;
const AUDIO = /^\/promo\/([^/]+)\/audio\/([0-9a-f-]{36})\/([A-Za-z0-9][A-Za-z0-9._-]{0,200})$/;
const PROGRESS = /^\/promo\/([^/]+)\/progress$/;
/** A report is a track id and a number: anything bigger is not one. */
const PROGRESS_MAX_BYTES = 1024;
const ROUTE_METHODS = { page: ["GET", "HEAD", "POST"], audio: ["GET", "HEAD"], progress: ["POST"] } as const;
/** The audio answer may be kept by the browser only as long as its URL works. */
const AUDIO_CACHE = "private, max-age=300";

const PAGE_HEADERS = {
  ...FUNCTION_PAGE_HEADERS,
  "cache-control": "no-store",
  "x-robots-tag": "noindex, nofollow",
  "referrer-policy": "no-referrer",
};

const sendPage = (response: Response, status: number, html: string) =>
  void response.status(status).set(PAGE_HEADERS).type("html").send(html);
/** The audio's and the reports' answers: a short plain text, never kept. */
const sendText = (response: Response, status: number, text: string) =>
  void response.status(status).set("cache-control", "no-store").type("text/plain").send(text);

async function notFound(response: Response) {
  sendPage(response, 404, await siteNotFoundHtml(serverConfig().siteUrl));
}

/** The client, as the shared-link check counts it: its network and browser (hashed by the link's admission). */
const clientOf = (request: Request) => `${clientNetwork(clientIp(request, "hosting"))}\n${String(request.headers["user-agent"] ?? "")}`;

export const promoPage = definePublicHttpFunction(
  {
    access: PROMO_LINK_ACCESS,
    options: { maxInstances: 20 },
  },
  async (request: Request, response: Response) => {
    const audio = AUDIO.exec(request.path);
    const progress = audio ? null : PROGRESS.exec(request.path);
    const page = audio || progress ? null : PAGE.exec(request.path);
    const token = audio?.[1] ?? progress?.[1] ?? page?.[1];
    if (!token) return notFound(response);
    const route = audio ? "audio" : progress ? "progress" : "page";
    const allowed: readonly string[] = ROUTE_METHODS[route];
    if (!allowed.includes(request.method)) return void response.status(405).set("allow", allowed.join(", ")).end();
    const now = new Date();
    const caller = { uid: null };
    const admitted = await admitPromoLinkRequest.run({ token, route, client: clientOf(request), now }, caller);
    if ("missing" in admitted) return notFound(response);
    if ("gone" in admitted) {
      const state = admitted.gone;
      if (route === "page") return sendPage(response, 410, promoGoneHtml(state));
      return sendText(response, 410, route === "audio" ? "Gone" : PROMO_GONE_TEXTS[state === "revoked" ? "revokedTitle" : "expiredTitle"]);
    }
    if ("rateLimited" in admitted) {
      if (route === "page") return sendPage(response, 429, promoGoneHtml("rate"));
      return sendText(response, 429, route === "audio" ? "Too many requests" : PROMO_PAGE_ERRORS.tooManyRequests);
    }
    const { link, client } = admitted;

    if (route === "progress") {
      const body = await readBeaconJson(request, PROGRESS_MAX_BYTES);
      if ("answer" in body) return sendText(response, body.answer.status, body.answer.message ?? "");
      const refused = await recordPromoProgress.run({ link, report: body.json, client, now }, caller);
      return refused ? sendText(response, 400, refused) : void response.status(204).set("cache-control", "no-store").end();
    }

    if (audio) {
      const ask = { trackId: audio[2]!, file: audio[3]!, until: request.query.e, signature: request.query.s };
      const play = await playPromoAudio.run({ link, ask, now }, caller);
      if (!play) return sendText(response, 403, "Forbidden");
      const sent = await sendRendition(request, response, play.rendition, AUDIO_CACHE);
      if (sent) await play.record(client, sent);
      return;
    }

    if (request.method === "POST") {
      const body: unknown = request.body;
      const form = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
      const parsed = promoFeedbackInputSchema.safeParse({ rating: form.rating, comment: form.comment });
      if (!parsed.success) {
        const values = {
          rating: String(form.rating ?? "").slice(0, 1),
          comment: String(form.comment ?? "").slice(0, 2000),
          error: firstErrorMessage(parsed.error),
        };
        return sendPage(response, 400, await promoPageHtml.run({ link, token, now, state: { form: values } }, caller));
      }
      await savePromoFeedback.run({ link, feedback: parsed.data, client, now }, caller);
      return void response.status(303).set("cache-control", "no-store").location(`/promo/${token}?feedback=saved#feedback`).end();
    }

    await recordPromoOpen.run({ link, client, now }, caller);
    sendPage(response, 200, await promoPageHtml.run({ link, token, now, state: { saved: request.query.feedback === "saved" } }, caller));
  },
);
