import { HttpsError } from "firebase-functions/https";
import { CAMPAIGN_ERRORS } from "../../../../src/lib/domain/promo";
import { serverConfig } from "../../../../src/lib/config";
import { sendCampaign } from "../../../../src/lib/server/promo/promoSend";
import { campaignStats, remindUnopened } from "../../../../src/lib/server/promo/promoStats";
import type { CallableInput } from "../../callable";
import { campaignRule, mayOnCampaign, seesContactAddresses } from "../../promo/campaignAccess";
import { defineOperation, READS_ONLY } from "../operation";

// Sending a campaign and what staff see of it afterwards (docs/promo.md#sending, #what-staff-see).

/**
 * Releases publish on its release's artist: one invitation per recipient
 * not invited yet, queued in the call (2,000 recipients take well within
 * the timeout; docs/benchmarks.md). Sending again invites only contacts
 * added since, and finishes a send that stopped halfway.
 */
export const sendPromoCampaign = defineOperation(
  "sendPromoCampaign",
  { access: campaignRule<CallableInput<"sendPromoCampaign">>("publish"), audit: { entity: "promo_campaigns", action: "send" } },
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

/** The campaign's statistics, releases view on its release's artist. */
export const getPromoCampaignStats = defineOperation(
  "getPromoCampaignStats",
  { access: campaignRule<CallableInput<"getPromoCampaignStats">>("view"), audit: READS_ONLY },
  async (_input, { repos, caller, item }) => {
    const { campaign } = item;
    const stats = await campaignStats(repos, campaign);
    // Addresses follow the contact book's grant, not the campaign's (docs/promo.md#who-may-do-what).
    const rows = seesContactAddresses(caller) ? stats.rows : stats.rows.map((row) => ({ ...row, email: "" }));
    return { campaign: { id: campaign.id, name: campaign.name, can_remind: mayOnCampaign(caller, item, "publish") }, ...stats, rows };
  },
);

/** The reminder to those who have not opened, releases publish as sending. */
export const remindPromoRecipients = defineOperation(
  "remindPromoRecipients",
  { access: campaignRule<CallableInput<"remindPromoRecipients">>("publish"), audit: { entity: "promo_campaigns", action: "remind" } },
  async ({ days }, { repos, item }) => {
    const { rows } = await campaignStats(repos, item.campaign);
    return { queued: await remindUnopened(repos, item.campaign, rows, days) };
  },
);
