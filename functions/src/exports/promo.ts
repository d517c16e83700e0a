// Cloud Functions of promo campaigns and their private links (docs/promo.md).
export {
  listPromoCampaigns,
  getPromoCampaign,
  listPromoTrackOptions,
  listPromoRecipientChoices,
  savePromoCampaign,
  deletePromoCampaign,
} from "../promo/promoCampaigns";
export { sendPromoCampaign } from "../promo/sendPromoCampaign";
export { revokePromoLink, extendPromoLink } from "../promo/promoLinks";
export { promoPage } from "../promo/promoPage";
