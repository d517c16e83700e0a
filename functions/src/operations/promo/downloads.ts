import {
  DOWNLOAD_LIMIT_REACHED,
  DOWNLOAD_RATE_LIMITED,
  PROMO_DOWNLOAD_ERRORS,
  PROMO_DOWNLOAD_RATE_LIMIT,
  downloadRefusal,
  isPromoTokenShaped,
  linkState,
  type DownloadRefusal,
  type PromoDownload,
  type PromoDownloadFormat,
} from "../../../../src/lib/domain/promo";
import type { AudioStore } from "../../../../src/lib/files";
import { promoCopyFor, promoTrackNames } from "../../../../src/lib/server/promo/promoCopies";
import { promoTokenHash } from "../../../../src/lib/server/promo/promoTokens";
import { access } from "../accessRules";
import { defineOperation, notAudited } from "../operation";

// A recipient's traceable download (docs/promo.md#downloads-and-tracing): what the promoDownload route checks,
// makes and counts before it streams the file.

/** Who may download: anyone holding a link's token (the promoDownload route declares it too). */
export const PROMO_DOWNLOAD_ACCESS = access.public("a recipient's private link is their credential: the token is checked on every request");

const NOT_FOUND: DownloadRefusal = { status: 404, message: PROMO_DOWNLOAD_ERRORS.notFound };

/** A download as claimed: why it is refused, or the recipient's own copy and the names its file is given. */
export type PromoDownloadClaim = { refusal: DownloadRefusal } | { copy: PromoDownload; artist: string; title: string };

/**
 * After the link's checks (a bad token is the same 404 as an unknown one)
 * and the campaign's (downloadRefusal), the link's rate limit, then the
 * recipient's own copy, made on the first request, and only then the
 * download is claimed against their limit (read once before the copy, so a
 * recipient past it costs no encoding; claimed after it, so a failed copy
 * costs them nothing). The master is never handed out.
 */
export const claimPromoDownload = defineOperation(
  "claimPromoDownload",
  {
    access: PROMO_DOWNLOAD_ACCESS,
    audit: notAudited(
      "a recipient's own download on their private link: no staff actor; it is claimed as the link's download event, and its copy records whom it was tagged for",
    ),
  },
  async (
    { token, trackId, format, store, now }: { token: string; trackId: string; format: PromoDownloadFormat; store: AudioStore; now: Date },
    { repos },
  ): Promise<PromoDownloadClaim> => {
    if (!isPromoTokenShaped(token)) return { refusal: NOT_FOUND };
    const recipient = await repos.promoRecipients.byTokenHash(promoTokenHash(token));
    const campaign = recipient ? await repos.promoCampaigns.get(recipient.campaign_id) : null;
    if (!recipient || !campaign) return { refusal: NOT_FOUND };
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
    if (refusal) return { refusal };
    if (!(await repos.rateLimits.consume(PROMO_DOWNLOAD_RATE_LIMIT, recipient.id, now.getTime())))
      return { refusal: DOWNLOAD_RATE_LIMITED };
    // An erased contact's links are gone with them; a contact missing here is a link being erased.
    const contact = await repos.promoContacts.get(recipient.contact_id);
    if (!contact) return { refusal: NOT_FOUND };

    const copy = await promoCopyFor(repos, store, { campaign, recipient, contact, trackId, format }, now);
    if (!copy) return { refusal: { status: 404, message: PROMO_DOWNLOAD_ERRORS.notReady } };
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
    if (!counted) return { refusal: DOWNLOAD_LIMIT_REACHED };
    const names = await promoTrackNames(repos, campaign.release_id, trackId);
    return { copy, artist: names?.artist ?? "", title: names?.title ?? "" };
  },
);
