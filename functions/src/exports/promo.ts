// Cloud Functions of promo: contacts, campaigns and their private links, traceable downloads, what staff see of a campaign (docs/promo.md).
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
export { listPromoContacts, savePromoContact } from "../promo/promoContacts";
export { importPromoContacts } from "../promo/importPromoContacts";
export { erasePromoContact } from "../promo/erasePromoContact";
export { promoDownload } from "../promo/promoDownload";
export { whoLeaked } from "../promo/whoLeaked";
export { getPromoCampaignStats, remindPromoRecipients } from "../promo/promoCampaignStats";
