import { defineCallable } from "../callable";
import * as campaigns from "../operations/promo/campaigns";

/** Preparing promo campaigns (docs/promo.md#campaigns-and-links), over the promo room's operations. */
export const listPromoCampaigns = defineCallable("listPromoCampaigns", campaigns.listPromoCampaigns);
export const getPromoCampaign = defineCallable("getPromoCampaign", campaigns.getPromoCampaign);
export const listPromoTrackOptions = defineCallable("listPromoTrackOptions", campaigns.listPromoTrackOptions);
export const listPromoRecipientChoices = defineCallable("listPromoRecipientChoices", campaigns.listPromoRecipientChoices);
export const savePromoCampaign = defineCallable("savePromoCampaign", campaigns.savePromoCampaign);
export const deletePromoCampaign = defineCallable("deletePromoCampaign", campaigns.deletePromoCampaign);
