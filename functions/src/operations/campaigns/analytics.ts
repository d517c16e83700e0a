import { abilityAllows, resourceAbilities } from "../../../../src/lib/domain/access";
import { LABEL_TOTALS_DAYS, LABEL_TOTALS_TOP_RELEASES, releaseTotals, summarizeAnalytics } from "../../../../src/lib/domain/campaigns";
import { access } from "../accessRules";
import type { CallableInput } from "../../callable";
import { defineOperation, READS_ONLY } from "../operation";

// The analytics of the releases (docs/analytics.md#who-sees-what): the dashboard's totals and a release's panel.

/**
 * The dashboard's totals for the last LABEL_TOTALS_DAYS days. Counted over
 * the releases the caller may view — every release with a global releases
 * view, only their artists' with a scoped one — so the figures never tell
 * anyone about releases they cannot open. Counters of deleted releases are
 * left out.
 */
export const labelAnalytics = defineOperation(
  "labelAnalytics",
  { access: access.anywhere<CallableInput<"labelAnalytics">>("releases", ["view"]), audit: READS_ONLY },
  async (_input, { caller, repos }) => {
    const abilities = resourceAbilities(caller.grants, "releases", caller);
    const period = repos.analytics.period(LABEL_TOTALS_DAYS);
    const dailies = await repos.analytics.since(period[0]!);
    const releases = await repos.releases.getMany(dailies.map((d) => d.release_id));
    const visible = new Map(releases.filter((r) => abilityAllows(abilities, "view", r.artist_id)).map((r) => [r.id, r]));
    const counted = dailies.filter((d) => visible.has(d.release_id));

    return {
      summary: summarizeAnalytics(counted, period),
      top_releases: releaseTotals(counted, period)
        .slice(0, LABEL_TOTALS_TOP_RELEASES)
        .map(({ release_id, ...counts }) => ({ id: release_id, title: visible.get(release_id)!.title, ...counts })),
      scope: abilities.global.includes("view") ? ("label" as const) : ("own_artists" as const),
    };
  },
);

/**
 * A release's analytics panel: pre-saves, listen clicks and plays per day
 * over the last 30 or 90 days in the label's time zone, by platform, by
 * page and by track. Releases view for the release's primary artist.
 */
export const releaseAnalytics = defineOperation(
  "releaseAnalytics",
  { access: access.release("view", (input: CallableInput<"releaseAnalytics">) => input.release_id), audit: READS_ONLY },
  async ({ days }, { item: release, repos }) => {
    const period = repos.analytics.period(days);
    const dailies = await repos.analytics.forReleaseSince(release.id, period[0]!);
    const tracks = release.tracks.map(({ id, title }) => ({ id, title }));
    return { release: { id: release.id, title: release.title, tracks }, summary: summarizeAnalytics(dailies, period) };
  },
);
