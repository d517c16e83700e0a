import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { eraseContactEverywhere } from "../../../../src/lib/data/promo/promoContacts";
import { contactAuditRecord, type Contact } from "../../../../src/lib/domain/promo";
import { queryContacts } from "../../../../src/lib/domain/promo";
import { CONTACT_FIELD_MESSAGES } from "../../../../src/lib/domain/promo";
import { audioStore } from "../../../../src/lib/files";
import { deleteContactCopies } from "../../../../src/lib/server/promo/promoCopies";
import { contactAbilities, importContacts } from "../../../../src/lib/server/promo/promoContacts";
import { access } from "../accessRules";
import type { CallableInput } from "../../callable";
import { defineOperation, READS_ONLY } from "../operation";

// The promo contact book (docs/promo.md#contacts): press view to read it, press edit to add and change
// contacts, press delete to erase one. Audit entries name the contact by id and the fields that changed, never
// their values.

export const listPromoContacts = defineOperation(
  "listPromoContacts",
  { access: access.grant("press", "view"), audit: READS_ONLY },
  async (filters: CallableInput<"listPromoContacts">, { repos, caller }) => {
    const page = queryContacts(await repos.promoContacts.listContacts(), filters);
    return { ...page, abilities: contactAbilities(caller) };
  },
);

export const savePromoContact = defineOperation(
  "savePromoContact",
  { access: access.grant("press", "edit"), audit: { entity: "promo_contacts", action: "save" } },
  async ({ id, contact }: CallableInput<"savePromoContact">, { repos, audit }) => {
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

/**
 * A CSV file of contacts (press edit): a preview first, which writes
 * nothing, then the commit. A file that cannot be read is
 * `invalid-argument` with what is wrong; bad rows are listed by line and
 * never imported. The audit entry says how many were added and updated,
 * under an id of its own: never a contact's details.
 */
export const importPromoContacts = defineOperation(
  "importPromoContacts",
  { access: access.grant("press", "edit"), audit: { entity: "promo_contacts", action: "import" } },
  async (request: CallableInput<"importPromoContacts">, { repos, audit }) => {
    const outcome = await importContacts(repos, request, new Date(), (done) => (tx) => audit(`import-${randomUUID()}`)(tx, null, done));
    if (!outcome.ok) throw new HttpsError("invalid-argument", outcome.message);
    const { committed, to_add, to_update, unchanged, errors, merged } = outcome;
    return { committed, to_add, to_update, unchanged, errors, merged };
  },
);

/**
 * Erases a contact on request (press delete) with every promo record tied
 * to them: their links, feedback, plays and downloads. The audit entry
 * keeps the contact's id and how many records went, nothing of the person.
 */
export const erasePromoContact = defineOperation(
  "erasePromoContact",
  { access: access.grant("press", "delete"), audit: { entity: "promo_contacts", action: "erase" } },
  async ({ id }: CallableInput<"erasePromoContact">, { repos, audit, caller }) => {
    // Their downloaded copies' files first: the records that lead to them go with the erasure.
    if (await repos.promoContacts.get(id)) await deleteContactCopies(repos, audioStore(), id);
    const erased = await eraseContactEverywhere(repos, id, audit(id));
    if (!erased) throw new HttpsError("not-found", CONTACT_FIELD_MESSAGES.notFound);
    logger.info("promo contact erased", { by: caller.uid, id, ...erased });
    return { erased };
  },
);
