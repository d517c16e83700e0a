import { defineCallable } from "../callable";
import * as contacts from "../operations/promo/contacts";

/** Erases a contact on request with every promo record tied to them (docs/promo.md#contacts). */
export const erasePromoContact = defineCallable("erasePromoContact", contacts.erasePromoContact);
