import { CONTENT_ERRORS } from "../../../src/lib/domain";
import { reminderCounts } from "../../../src/lib/data/fanData";
import { authorizeItem } from "../authorization";
import { defineCallable } from "../callable";

/** Per release: pre-saves, and reminders queued / sent / failed / unsubscribed. Needs releases view for the release's artist. */
export const releaseReminderStats = defineCallable("releaseReminderStats", async ({ releaseId }, context) => {
  const { item: release } = await authorizeItem(context, {
    resource: "releases",
    anyOf: ["view"],
    load: () => context.repos.releases.get(releaseId),
    notFound: CONTENT_ERRORS.releaseNotFound,
    requirements: (stored) => [{ action: "view", artistId: stored.artist_id }],
  });
  return reminderCounts(context.repos, release.id);
});
