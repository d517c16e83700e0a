import { abilityAllows, resourceAbilities } from "../../../src/lib/domain/access";
import { LABEL_TOTALS_DAYS, LABEL_TOTALS_TOP_RELEASES, releaseTotals, summarizeAnalytics } from "../../../src/lib/domain/campaigns";
import { access } from "../operations/accessRules";
import { defineCallable } from "../callable";
import { READS_ONLY } from "../operations/operation";

/**
 * The dashboard's totals for the last LABEL_TOTALS_DAYS days. Counted over
 * the releases the caller may view — every release with a global releases
 * view, only their artists' with a scoped one — so the figures never tell
 * anyone about releases they cannot open (docs/analytics.md#who-sees-what).
 * Counters of deleted releases are left out.
 */
export const labelAnalytics = defineCallable(
  "labelAnalytics",
  { access: access.anywhere("releases", ["view"]), audit: READS_ONLY },
  async (_input, context) => {
    const { caller } = context;
    const abilities = resourceAbilities(caller.grants, "releases", caller);
    const period = context.repos.analytics.period(LABEL_TOTALS_DAYS);
    const dailies = await context.repos.analytics.since(period[0]!);
    const releases = await context.repos.releases.getMany(dailies.map((d) => d.release_id));
    const visible = new Map(releases.filter((r) => abilityAllows(abilities, "view", r.artist_id)).map((r) => [r.id, r]));
    const counted = dailies.filter((d) => visible.has(d.release_id));

    return {
      summary: summarizeAnalytics(counted, period),
      top_releases: releaseTotals(counted, period)
        .slice(0, LABEL_TOTALS_TOP_RELEASES)
        .map(({ release_id, ...counts }) => ({ id: release_id, title: visible.get(release_id)!.title, ...counts })),
      scope: abilities.global.includes("view") ? "label" : "own_artists",
    };
  },
);
