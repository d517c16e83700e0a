import { HttpsError } from "firebase-functions/https";
import { FAN_LIST_ADMIN_TEXTS } from "../../../src/lib/domain/fans";
import { serverConfig } from "../../../src/lib/config";
import type { AuditWrite } from "../../../src/lib/data/repository";
import { addWithConsent } from "../../../src/lib/server/fans/fanList";
import { access } from "../accessRules";
import { defineCallable } from "../callable";

/**
 * Staff add one address with the note of its consent (user_management
 * edit): confirmed at once, no email sent. The audit entry names the list
 * and the source, never the address.
 */
export const addSubscriber = defineCallable(
  "addSubscriber",
  { access: access.userManagement("addSubscriber"), audit: { entity: "subscribers", action: "add" } },
  async ({ email, list, consent_note }, { repos, audit }) => {
    const now = new Date();
    // The entry names the list and the source, never the address the record holds.
    const auditAdd: AuditWrite = (batch) => audit(list, null)(batch, null, { list, source: "manual" });
    const outcome = await addWithConsent(
      repos,
      { email, list, source: "manual", consent: { version: "manual", text: consent_note, form: "manual", agreed_at: now } },
      serverConfig(),
      now,
      auditAdd,
    );
    if (outcome === "unknown-list") throw new HttpsError("invalid-argument", FAN_LIST_ADMIN_TEXTS.unknownList);
    return { added: outcome === "added" };
  },
);
