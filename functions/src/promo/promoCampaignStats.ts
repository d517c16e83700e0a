import { defineCallable } from "../callable";
import * as sending from "../operations/promo/sending";

/** What staff see of a campaign (docs/promo.md#what-staff-see): its statistics and the reminder to those who have not opened. */
export const getPromoCampaignStats = defineCallable("getPromoCampaignStats", sending.getPromoCampaignStats);
export const remindPromoRecipients = defineCallable("remindPromoRecipients", sending.remindPromoRecipients);
