import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { reminderCsv } from "../../../../src/lib/domain/campaigns";
import { FAN_LIST_ADMIN_TEXTS, subscribersCsv } from "../../../../src/lib/domain/fans";
import { CONTENT_ERRORS } from "../../../../src/lib/domain/shared";
import { requiredSecret, serverConfig } from "../../../../src/lib/config";
import { eraseAddress, reminderCounts, reminderRows } from "../../../../src/lib/data/fans/fanData";
import type { AuditWrite } from "../../../../src/lib/data/repository";
import { addressKey } from "../../../../src/lib/server/campaigns/reminderKeys";
import { addWithConsent } from "../../../../src/lib/server/fans/fanList";
import { filteredSubscribers, subscriberListView } from "../../../../src/lib/server/fans/subscriberAdmin";
import { importSubscribers as importFile } from "../../../../src/lib/server/fans/subscriberImport";
import { access } from "../accessRules";
import type { CallableInput } from "../../callable";
import { defineOperation, READS_ONLY } from "../operation";

// Fans' data as staff handle it (docs/fans.md#staff, docs/reminders.md): the fan list, its export and import, an
// address added by hand, an address erased on request, a release's reminder addresses and counts. The audit
// entries name lists, sources and counts, never an address.

/** The fan list with its counts and growth: user_management view. */
export const listSubscribers = defineOperation(
  "listSubscribers",
  { access: access.userManagement("listSubscribers"), audit: READS_ONLY },
  (filters: CallableInput<"listSubscribers">, { repos }) => subscriberListView(repos, filters),
);

/** The filtered fan list as CSV, with each consent, formula cells defused (user_management edit: fans' addresses leave the system). */
export const exportSubscribers = defineOperation(
  "exportSubscribers",
  { access: access.userManagement("exportSubscribers"), audit: READS_ONLY },
  async (filters: CallableInput<"exportSubscribers">, { repos }) => {
    const { matching, names } = await filteredSubscribers(repos, filters);
    return {
      filename: `subscribers-${new Date().toISOString().slice(0, 10)}.csv`,
      csv: subscribersCsv(matching, (list) => names.get(list) ?? list),
      rows: matching.length,
    };
  },
);

/**
 * Staff import addresses from a CSV file with the source of their consent
 * (user_management edit): a preview first, which writes nothing, then the
 * commit. A file that cannot be read is `invalid-argument` with what is
 * wrong; bad rows are listed by line and never imported. The audit entry
 * names the list and how many were added, never an address.
 */
export const importSubscribers = defineOperation(
  "importSubscribers",
  { access: access.userManagement("importSubscribers"), audit: { entity: "subscribers", action: "import" } },
  async (request: CallableInput<"importSubscribers">, { repos, audit }) => {
    const outcome = await importFile(
      repos,
      request,
      serverConfig(),
      new Date(),
      (added) => (tx) => audit(request.list, null)(tx, null, { list: request.list, source: "import", added }),
    );
    if (!outcome.ok) throw new HttpsError("invalid-argument", "message" in outcome ? outcome.message : FAN_LIST_ADMIN_TEXTS.unknownList);
    const { committed, to_add, already_on_list, errors, merged } = outcome;
    return { committed, to_add, already_on_list, errors, merged };
  },
);

/**
 * Staff add one address with the note of its consent (user_management
 * edit): confirmed at once, no email sent. The audit entry names the list
 * and the source, never the address.
 */
export const addSubscriber = defineOperation(
  "addSubscriber",
  { access: access.userManagement("addSubscriber"), audit: { entity: "subscribers", action: "add" } },
  async ({ email, list, consent_note }: CallableInput<"addSubscriber">, { repos, audit }) => {
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

/**
 * Erases every record of one address on request (user_management edit):
 * its pre-saves, fan list records and mail are deleted; its suppression, a
 * keyed hash, stays. The audit entry says who erased and how many records,
 * under an id of its own: never the address nor its hash, which would tie
 * the entry to the person.
 */
export const eraseFanEmail = defineOperation(
  "eraseFanEmail",
  { access: access.userManagement("eraseFanEmail"), audit: { entity: "subscribers", action: "erase" } },
  async ({ email }: CallableInput<"eraseFanEmail">, { caller, repos, audit }) => {
    const key = addressKey(email, requiredSecret(serverConfig(), "reminderSecret"));
    const erased = await eraseAddress(repos, email, key, (batch, counts) =>
      audit(`erasure-${randomUUID()}`, null)(batch, null, {
        pre_saves: counts.preSaves,
        subscribers: counts.subscribers,
        mail: counts.mail,
      }),
    );
    logger.info("fan address erased", { by: caller.uid, ...erased });
    return erased;
  },
);

/** A release's reminder addresses as CSV (user_management edit: fans' addresses leave the system). */
export const exportReminderEmails = defineOperation(
  "exportReminderEmails",
  { access: access.userManagement("exportFanEmails"), audit: READS_ONLY },
  async ({ releaseId }: CallableInput<"exportReminderEmails">, { repos }) => {
    const release = await repos.releases.get(releaseId);
    if (!release) throw new HttpsError("not-found", CONTENT_ERRORS.releaseNotFound);
    const secret = requiredSecret(serverConfig(), "reminderSecret");
    const rows = await reminderRows(repos, release.id, (email) => addressKey(email, secret));
    return { filename: `${release.slug}-reminders.csv`, csv: reminderCsv(rows), rows: rows.length };
  },
);

/** Per release: pre-saves, and reminders queued / sent / failed / unsubscribed. Needs releases view for the release's artist. */
export const releaseReminderStats = defineOperation(
  "releaseReminderStats",
  { access: access.release("view", (input: CallableInput<"releaseReminderStats">) => input.releaseId), audit: READS_ONLY },
  (_input, { item: release, repos }) => reminderCounts(repos, release.id),
);
