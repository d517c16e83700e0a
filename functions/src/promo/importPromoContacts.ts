import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import { importContacts } from "../../../src/lib/server/promo/promoContacts";
import { access } from "../accessRules";
import { defineCallable } from "../callable";

/**
 * Staff import contacts from a CSV file (press edit): a preview first,
 * which writes nothing, then the commit. A file that cannot be read is
 * `invalid-argument` with what is wrong; bad rows are listed by line and
 * never imported. The audit entry says how many were added and updated,
 * under an id of its own: never a contact's details.
 */
export const importPromoContacts = defineCallable(
  "importPromoContacts",
  { access: access.grant("press", "edit"), audit: { entity: "promo_contacts", action: "import" } },
  async (request, { repos, audit }) => {
    const outcome = await importContacts(repos, request, new Date(), (done) => (tx) => audit(`import-${randomUUID()}`)(tx, null, done));
    if (!outcome.ok) throw new HttpsError("invalid-argument", outcome.message);
    const { committed, to_add, to_update, unchanged, errors, merged } = outcome;
    return { committed, to_add, to_update, unchanged, errors, merged };
  },
);
