import { HttpsError } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { eraseContactEverywhere } from "../../../src/lib/data/promo/promoContacts";
import { CONTACT_FIELD_MESSAGES } from "../../../src/lib/domain/promo/contactTexts";
import { audioStore } from "../../../src/lib/files";
import { deleteContactCopies } from "../../../src/lib/server/promo/promoCopies";
import { access } from "../accessRules";
import { defineCallable } from "../callable";

/**
 * Erases a contact on request (press delete) with every promo record tied
 * to them: their links, feedback, plays and downloads. The audit entry
 * keeps the contact's id and how many records went, nothing of the person.
 */
export const erasePromoContact = defineCallable(
  "erasePromoContact",
  { access: access.grant("press", "delete"), audit: { entity: "promo_contacts", action: "erase" } },
  async ({ id }, { repos, audit, caller }) => {
    // Their downloaded copies' files first: the records that lead to them go with the erasure.
    if (await repos.promoContacts.get(id)) await deleteContactCopies(repos, audioStore(), id);
    const erased = await eraseContactEverywhere(repos, id, audit(id));
    if (!erased) throw new HttpsError("not-found", CONTACT_FIELD_MESSAGES.notFound);
    logger.info("promo contact erased", { by: caller.uid, id, ...erased });
    return { erased };
  },
);
