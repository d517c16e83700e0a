import { summarizeAnalytics } from "../../../src/lib/domain/campaigns";
import { access } from "../operations/accessRules";
import { defineCallable } from "../callable";
import { READS_ONLY } from "../operations/operation";

/**
 * A release's analytics panel: pre-saves, listen clicks and plays per day
 * over the last 30 or 90 days in the label's time zone, by platform, by
 * page and by track.
 * Releases view for the release's primary artist (docs/analytics.md#who-sees-what).
 */
export const releaseAnalytics = defineCallable(
  "releaseAnalytics",
  { access: access.release("view", (input) => input.release_id), audit: READS_ONLY },
  async ({ days }, context) => {
    const { item: release } = context;
    const period = context.repos.analytics.period(days);
    const dailies = await context.repos.analytics.forReleaseSince(release.id, period[0]!);
    const tracks = release.tracks.map(({ id, title }) => ({ id, title }));
    return { release: { id: release.id, title: release.title, tracks }, summary: summarizeAnalytics(dailies, period) };
  },
);
