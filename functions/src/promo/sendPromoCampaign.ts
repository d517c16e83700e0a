import { HttpsError } from "firebase-functions/https";
import { CAMPAIGN_ERRORS } from "../../../src/lib/domain/promo";
import { serverConfig } from "../../../src/lib/config";
import { sendCampaign } from "../../../src/lib/server/promo/promoSend";
import { defineCallable } from "../callable";
import { campaignRule } from "./campaignAccess";

/**
 * Sending a campaign (docs/promo.md#sending), releases publish on its
 * release's artist: one invitation per recipient not invited yet, queued in
 * the call (2,000 recipients take well within the timeout; docs/benchmarks.md).
 * Sending again invites only contacts added since, and finishes a send
 * that stopped halfway.
 */
export const sendPromoCampaign = defineCallable(
  "sendPromoCampaign",
  { access: campaignRule("publish"), audit: { entity: "promo_campaigns", action: "send" }, options: { timeoutSeconds: 540 } },
  async (_input, { repos, caller, item, audit }) => {
    const { campaign, release } = item;
    if (!release) throw new HttpsError("failed-precondition", CAMPAIGN_ERRORS.releaseGone);
    const artist = release.artist_id ? await repos.artists.get(release.artist_id) : null;
    const now = new Date();
    const result = await sendCampaign(
      repos,
      { campaign, release, artistName: artist?.name ?? "", by: caller.uid, audit: audit(campaign.id, campaign.name) },
      serverConfig(),
      now,
    );
    if (result.recipients === 0) throw new HttpsError("failed-precondition", CAMPAIGN_ERRORS.noRecipients);
    const sent = (await repos.promoCampaigns.get(campaign.id)) ?? campaign;
    return { campaign: sent, ...result };
  },
);
