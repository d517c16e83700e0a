import type { Request } from "firebase-functions/https";
import type { Response } from "express";
import {
  DOWNLOAD_LIMIT_REACHED,
  DOWNLOAD_RATE_LIMITED,
  PROMO_DOWNLOAD_ERRORS,
  PROMO_DOWNLOAD_RATE_LIMIT,
  PROMO_DOWNLOAD_ROUTE,
  PROMO_FILE_TYPES,
  downloadRefusal,
  isPromoTokenShaped,
  linkState,
  promoDownloadFileName,
  promoFormatOfExtension,
  type DownloadRefusal,
} from "../../../src/lib/domain/promo";
import { createRepositories } from "../../../src/lib/data";
import { audioStore } from "../../../src/lib/files";
import { promoCopyFor, promoTrackNames } from "../../../src/lib/server/promo/promoCopies";
import { promoTokenHash } from "../../../src/lib/server/promo/promoTokens";
import { access } from "../accessRules";
import { definePublicHttpFunction } from "../http/httpFunction";

/** A recipient's page and files are theirs alone: no cache keeps them, no search engine lists them. */
const PRIVATE_HEADERS = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" };

const refuse = (response: Response, { status, message }: DownloadRefusal) =>
  void response.status(status).set(PRIVATE_HEADERS).type("text/plain").send(message);
const NOT_FOUND: DownloadRefusal = { status: 404, message: PROMO_DOWNLOAD_ERRORS.notFound };

/**
 * A recipient's download, `GET /promo/{token}/download/{trackId}.{mp3|wav}`
 * (docs/promo.md#downloads-and-tracing), reached through the Hosting
 * rewrite of /promo/*\/download/**. After the link's checks (a bad token is
 * the same 404 as an unknown one) and the campaign's (downloadRefusal), the
 * link's rate limit, then the recipient's own copy, made on the first
 * request, and only then the download is claimed against their limit
 * (read once before the copy, so a recipient past it costs no encoding;
 * claimed after it, so a failed copy costs them nothing) and the file
 * streamed from the private store. The master is never sent.
 */
export const promoDownload = definePublicHttpFunction(
  {
    access: access.public("a recipient's private link is their credential: the token is checked on every request"),
    options: { maxInstances: 10, timeoutSeconds: 300, memory: "1GiB" },
  },
  async (request: Request, response: Response) => {
    if (request.method !== "GET") return void response.status(405).set("allow", "GET").end();
    const match = PROMO_DOWNLOAD_ROUTE.exec(request.path);
    const format = match ? promoFormatOfExtension(match[3]!) : null;
    if (!match || !format || !isPromoTokenShaped(match[1]!)) return refuse(response, NOT_FOUND);
    const trackId = match[2]!;
    const repos = createRepositories();
    const recipient = await repos.promoRecipients.byTokenHash(promoTokenHash(match[1]!));
    const campaign = recipient ? await repos.promoCampaigns.get(recipient.campaign_id) : null;
    if (!recipient || !campaign) return refuse(response, NOT_FOUND);
    const now = new Date();
    const [feedback, downloadsSoFar] = await Promise.all([
      campaign.feedback_before_download ? repos.promoFeedback.get(recipient.id) : null,
      repos.promoEvents.countDownloads(recipient.id),
    ]);
    const feedbackGiven = !campaign.feedback_before_download || feedback !== null;
    const refusal = downloadRefusal({
      campaign,
      link: linkState(recipient, campaign.expires_at, now),
      trackId,
      format,
      feedbackGiven,
      downloadsSoFar,
    });
    if (refusal) return refuse(response, refusal);
    if (!(await repos.rateLimits.consume(PROMO_DOWNLOAD_RATE_LIMIT, recipient.id, now.getTime())))
      return refuse(response, DOWNLOAD_RATE_LIMITED);
    // An erased contact's links are gone with them; a contact missing here is a link being erased.
    const contact = await repos.promoContacts.get(recipient.contact_id);
    if (!contact) return refuse(response, NOT_FOUND);

    const store = audioStore();
    const copy = await promoCopyFor(repos, store, { campaign, recipient, contact, trackId, format }, now);
    if (!copy) return refuse(response, { status: 404, message: PROMO_DOWNLOAD_ERRORS.notReady });
    const counted = await repos.promoEvents.claimDownload(
      {
        campaign_id: campaign.id,
        recipient_id: recipient.id,
        contact_id: recipient.contact_id,
        at: now,
        client_key: null,
        detail: { track_id: trackId, format },
      },
      campaign.download_limit,
    );
    if (!counted) return refuse(response, DOWNLOAD_LIMIT_REACHED);

    const names = await promoTrackNames(repos, campaign.release_id, trackId);
    const { extension, contentType } = PROMO_FILE_TYPES[format];
    response
      .status(200)
      .set(PRIVATE_HEADERS)
      .set({ "content-type": contentType, "content-length": String(copy.bytes) });
    response.attachment(promoDownloadFileName(names?.artist ?? "", names?.title ?? "", extension));
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
