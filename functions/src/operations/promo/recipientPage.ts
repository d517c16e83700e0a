import { clientKey } from "../../../../src/lib/data/rateLimits";
import { isPromoTokenShaped, linkState, type PromoFeedbackInput } from "../../../../src/lib/domain/promo";
import { requiredSecret, serverConfig } from "../../../../src/lib/config";
import {
  PROMO_PAGE_LIMIT,
  promoAudioPlay,
  promoPageHtmlOf,
  recordOpen,
  recordProgress,
  saveFeedback,
} from "../../../../src/lib/server/promo/promoPage";
import type { PromoLink } from "../../../../src/lib/server/promo/promoDownloadLinks";
import { promoTokenHash } from "../../../../src/lib/server/promo/promoTokens";
import type { PromoPageView } from "../../../../src/lib/server/promo/promoPageHtml";
import { access } from "../accessRules";
import { defineOperation, notAudited, READS_ONLY } from "../operation";

// A recipient's promo page (docs/promo.md#the-promo-page): what the promoPage route reads and records, once it
// has matched the path. The token in the link is the recipient's credential.

/** Who reaches a link's page, audio and reports: anyone holding its token (the promoPage route declares it too). */
export const PROMO_LINK_ACCESS = access.public(
  "recipients open their private promo link without an account: the unguessable token in it is the grant",
);

/** What a recipient does on their page is recorded as the link's own promo events, with no staff actor. */
const RECIPIENT_RECORD = notAudited(
  "a recipient's own open, play, report or feedback on their private link: no staff actor; the link's promo events record it with its time",
);

export type PromoRoute = keyof typeof PROMO_PAGE_LIMIT;

/** A link request as admitted: the link and its client's key, or why it is not served. */
export type PromoLinkAdmission =
  { missing: true } | { gone: "revoked" | "expired" } | { rateLimited: true } | { link: PromoLink; client: string };

/**
 * The link of a token, checked for the route: whatever is wrong with the
 * token, `missing` (the same 404 as an unknown URL); a revoked or expired
 * link `gone`; past the link's allowance for the route `rateLimited`. The
 * client (its network and browser) is hashed with the rate limits' salt,
 * as the shared-link check counts them.
 */
export const admitPromoLinkRequest = defineOperation(
  "admitPromoLinkRequest",
  {
    access: PROMO_LINK_ACCESS,
    audit: notAudited("a rate-limit counter of the link that expires with its window: no record anyone reads back"),
  },
  async (
    { token, route, client, now }: { token: string; route: PromoRoute; client: string; now: Date },
    { repos },
  ): Promise<PromoLinkAdmission> => {
    if (!isPromoTokenShaped(token)) return { missing: true };
    const recipient = await repos.promoRecipients.byTokenHash(promoTokenHash(token));
    const campaign = recipient && (await repos.promoCampaigns.get(recipient.campaign_id));
    if (!recipient || !campaign) return { missing: true };
    const state = linkState(recipient, campaign.expires_at, now);
    if (state !== "active") return { gone: state };
    if (!(await repos.rateLimits.consume(PROMO_PAGE_LIMIT[route], recipient.id, now.getTime()))) return { rateLimited: true };
    const key = clientKey(client, requiredSecret(serverConfig(), "rateLimitSalt"));
    return { link: { recipient, campaign }, client: key };
  },
);

/** The page of a working link, as HTML: with the feedback form as sent back, or the note that it was saved. */
export const promoPageHtml = defineOperation(
  "promoPageHtml",
  { access: PROMO_LINK_ACCESS, audit: READS_ONLY },
  (
    { link, token, now, state }: { link: PromoLink; token: string; now: Date; state: Pick<Partial<PromoPageView>, "form" | "saved"> },
    { repos },
  ) => promoPageHtmlOf(repos, link, token, now, state),
);

/** An open of the page: an event, the link's first open, and its flag once too many clients opened it. */
export const recordPromoOpen = defineOperation(
  "recordPromoOpen",
  { access: PROMO_LINK_ACCESS, audit: RECIPIENT_RECORD },
  ({ link, client, now }: { link: PromoLink; client: string; now: Date }, { repos }) => recordOpen(repos, link.recipient, client, now),
);

/** The feedback form's rating and comment, kept (or replacing the earlier) with its event. */
export const savePromoFeedback = defineOperation(
  "savePromoFeedback",
  { access: PROMO_LINK_ACCESS, audit: RECIPIENT_RECORD },
  ({ link, feedback, client, now }: { link: PromoLink; feedback: PromoFeedbackInput; client: string; now: Date }, { repos }) =>
    saveFeedback(repos, link, feedback, client, now),
);

/** The player's report of how far a track was played; the message refusing it, or null once recorded. */
export const recordPromoProgress = defineOperation(
  "recordPromoProgress",
  { access: PROMO_LINK_ACCESS, audit: RECIPIENT_RECORD },
  ({ link, report, client, now }: { link: PromoLink; report: unknown; client: string; now: Date }, { repos }) =>
    recordProgress(repos, link, report, client, now),
);

/** The rendition a signed audio URL asks for, or null; with the recording of the play, once it is sent. */
export const playPromoAudio = defineOperation(
  "playPromoAudio",
  { access: PROMO_LINK_ACCESS, audit: RECIPIENT_RECORD },
  (
    { link, ask, now }: { link: PromoLink; ask: { trackId: string; file: string; until: unknown; signature: unknown }; now: Date },
    { repos },
  ) => promoAudioPlay(repos, link, ask, now),
);
