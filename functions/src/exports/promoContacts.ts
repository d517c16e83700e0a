// Cloud Functions of the promo contact book (docs/promo.md#contacts).
export { listPromoContacts, savePromoContact } from "../promo/promoContacts";
export { importPromoContacts } from "../promo/importPromoContacts";
export { erasePromoContact } from "../promo/erasePromoContact";
