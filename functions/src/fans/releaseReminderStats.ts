import { HttpsError } from "firebase-functions/https";
import { CONTENT_ERRORS } from "../../../src/lib/domain";
import { reminderCounts } from "../../../src/lib/data/fanData";
import { defineCallable, requireAdmin, requirePermission } from "../callable";

/** Per release: pre-saves, and reminders queued / sent / failed / unsubscribed. Needs releases view for the release's artist. */
export const releaseReminderStats = defineCallable("releaseReminderStats", async ({ releaseId }, context) => {
  await requireAdmin(context);
  const release = await context.repos.releases.get(releaseId);
  if (!release) throw new HttpsError("not-found", CONTENT_ERRORS.releaseNotFound);
  await requirePermission(context, "releases", "view", release.artist_id);
  return reminderCounts(context.repos, release.id);
});
