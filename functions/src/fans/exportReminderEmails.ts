import { HttpsError } from "firebase-functions/https";
import { reminderCsv } from "../../../src/lib/domain/campaigns";
import { CONTENT_ERRORS } from "../../../src/lib/domain/shared";
import { reminderRows } from "../../../src/lib/data/fans/fanData";
import { requiredSecret, serverConfig } from "../../../src/lib/config";
import { addressKey } from "../../../src/lib/server/campaigns/reminderKeys";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { READS_ONLY } from "../operations/operation";

/** A release's reminder addresses as CSV (fans' data: user_management edit). */
export const exportReminderEmails = defineCallable(
  "exportReminderEmails",
  { access: access.userManagement("exportFanEmails"), audit: READS_ONLY },
  async ({ releaseId }, context) => {
    const release = await context.repos.releases.get(releaseId);
    if (!release) throw new HttpsError("not-found", CONTENT_ERRORS.releaseNotFound);
    const secret = requiredSecret(serverConfig(), "reminderSecret");
    const rows = await reminderRows(context.repos, release.id, (email) => addressKey(email, secret));
    return { filename: `${release.slug}-reminders.csv`, csv: reminderCsv(rows), rows: rows.length };
  },
);
