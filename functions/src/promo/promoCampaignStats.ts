import { defineCallable } from "../callable";
import { campaignStats, remindUnopened } from "../../../src/lib/server/promo/promoStats";
import { campaignRule, mayOnCampaign, seesContactAddresses } from "./campaignAccess";
import { READS_ONLY } from "../operations/operation";

/**
 * What staff see of a campaign (docs/promo.md#what-staff-see): its
 * statistics (releases view on its release's artist) and the reminder to
 * those who have not opened (releases publish, as sending).
 */

export const getPromoCampaignStats = defineCallable(
  "getPromoCampaignStats",
  { access: campaignRule("view"), audit: READS_ONLY },
  async (_input, { repos, caller, item }) => {
    const { campaign } = item;
    const stats = await campaignStats(repos, campaign);
    // Addresses follow the contact book's grant, not the campaign's (docs/promo.md#who-may-do-what).
    const rows = seesContactAddresses(caller) ? stats.rows : stats.rows.map((row) => ({ ...row, email: "" }));
    return { campaign: { id: campaign.id, name: campaign.name, can_remind: mayOnCampaign(caller, item, "publish") }, ...stats, rows };
  },
);

export const remindPromoRecipients = defineCallable(
  "remindPromoRecipients",
  { access: campaignRule("publish"), audit: { entity: "promo_campaigns", action: "remind" } },
  async ({ days }, { repos, item }) => {
    const { rows } = await campaignStats(repos, item.campaign);
    return { queued: await remindUnopened(repos, item.campaign, rows, days) };
  },
);
