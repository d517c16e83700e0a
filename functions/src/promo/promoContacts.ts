import { defineCallable } from "../callable";
import * as contacts from "../operations/promo/contacts";

/** The promo contact book (docs/promo.md#contacts): reading it and adding or changing a contact. */
export const listPromoContacts = defineCallable("listPromoContacts", contacts.listPromoContacts);
export const savePromoContact = defineCallable("savePromoContact", contacts.savePromoContact);
