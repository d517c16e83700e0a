import { reminderCounts } from "../../../src/lib/data/fanData";
import { authorizeRelease } from "../authorization";
import { defineCallable } from "../callable";

/** Per release: pre-saves, and reminders queued / sent / failed / unsubscribed. Needs releases view for the release's artist. */
export const releaseReminderStats = defineCallable("releaseReminderStats", async ({ releaseId }, context) => {
  const { item: release } = await authorizeRelease(context, releaseId, "view");
  return reminderCounts(context.repos, release.id);
});
