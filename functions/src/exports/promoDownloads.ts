// Cloud Functions of recipients' traceable downloads and of what staff see of a campaign (docs/promo.md).
export { promoDownload } from "../promo/promoDownload";
export { whoLeaked } from "../promo/whoLeaked";
export { getPromoCampaignStats, remindPromoRecipients } from "../promo/promoCampaignStats";
