import { defineCallable } from "../callable";
import * as contacts from "../operations/promo/contacts";

/** Staff import contacts from a CSV file (docs/promo.md#contacts): a preview first, then the commit. */
export const importPromoContacts = defineCallable("importPromoContacts", contacts.importPromoContacts);
