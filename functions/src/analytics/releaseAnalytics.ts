import { HttpsError } from "firebase-functions/https";
import { CONTENT_ERRORS, summarizeAnalytics } from "../../../src/lib/domain";
import { callerCan } from "../../../src/lib/server/access";
import { defineCallable, PERMISSION_DENIED, requireAnyPermission } from "../callable";

/**
 * A release's analytics panel: pre-saves and listen clicks per day over the
 * last 30 or 90 days in the label's time zone, by platform and by page.
 * Releases view for the release's primary artist (docs/analytics.md#who-sees-what).
 */
export const releaseAnalytics = defineCallable("releaseAnalytics", async ({ release_id, days }, context) => {
  const caller = await requireAnyPermission(context, "releases", "view");
  const release = await context.repos.releases.get(release_id);
  if (!release) throw new HttpsError("not-found", CONTENT_ERRORS.releaseNotFound);
  if (!callerCan(caller, "releases", "view", release.artist_id)) throw new HttpsError("permission-denied", PERMISSION_DENIED);

  const period = context.repos.analytics.period(days);
  const dailies = await context.repos.analytics.forReleaseSince(release.id, period[0]!);
  return { release: { id: release.id, title: release.title }, summary: summarizeAnalytics(dailies, period) };
});
