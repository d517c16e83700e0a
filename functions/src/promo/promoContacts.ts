import { HttpsError } from "firebase-functions/https";
import { contactAuditRecord, type Contact } from "../../../src/lib/domain/promo/contact";
import { queryContacts } from "../../../src/lib/domain/promo/contactList";
import { CONTACT_FIELD_MESSAGES } from "../../../src/lib/domain/promo/contactTexts";
import { contactAbilities } from "../../../src/lib/server/promo/promoContacts";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { READS_ONLY } from "../operations/operation";

/**
 * The promo contact book (docs/promo.md#contacts): press view to read it,
 * press edit to add and change contacts. Audit entries name the contact by
 * id and the fields that changed, never their values.
 */

export const listPromoContacts = defineCallable(
  "listPromoContacts",
  { access: access.grant("press", "view"), audit: READS_ONLY },
  async (filters, { repos, caller }) => {
    const page = queryContacts(await repos.promoContacts.listContacts(), filters);
    return { ...page, abilities: contactAbilities(caller) };
  },
);

export const savePromoContact = defineCallable(
  "savePromoContact",
  { access: access.grant("press", "edit"), audit: { entity: "promo_contacts", action: "save" } },
  async ({ id, contact }, { repos, audit }) => {
    const saved = await repos.promoContacts.saveContact(
      id,
      contact,
      new Date(),
      (contactId) => (tx, before) => audit(contactId)(tx, null, contactAuditRecord(before as Contact | null, contact)),
    );
    if (saved === "email_taken") throw new HttpsError("already-exists", CONTACT_FIELD_MESSAGES.emailTaken);
    if (saved === "not_found") throw new HttpsError("not-found", CONTACT_FIELD_MESSAGES.notFound);
    return { contact: saved };
  },
);
