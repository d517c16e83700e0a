import { ANALYTICS_TEXTS, LABEL_TOTALS_DAYS, lastDaysHeading } from "../../../lib/domain/campaigns";
import { AnalyticsOverview, CountTable } from "../../components/AnalyticsFigures";
import { Panel } from "../../components/AdminPage";
import { useCallableQuery } from "../../hooks/useCallableQuery";

/**
 * The dashboard's label-wide figures for the last 30 days (docs/analytics.md):
 * listen clicks, plays and pre-saves per day and the most clicked releases, over
 * the releases the caller may view. The dashboard shows it to callers with
 * releases view; the server refuses anyone else, and then nothing shows.
 */
export function LabelAnalytics() {
  const { data } = useCallableQuery("labelAnalytics", {}, null);
  if (!data) return null;
  const { summary, top_releases, scope } = data;
  return (
    <div className="mt-10">
      <Panel title={lastDaysHeading(LABEL_TOTALS_DAYS)} id="label-analytics-title">
        {scope === "own_artists" && <p className="mt-1 text-xs text-muted">{ANALYTICS_TEXTS.ownArtistsOnly}</p>}
        <AnalyticsOverview summary={summary} />
        {top_releases.length === 0 ? (
          <p className="mt-6 text-sm text-muted">{ANALYTICS_TEXTS.noActivity}</p>
        ) : (
          <CountTable
            caption={ANALYTICS_TEXTS.topReleases}
            columns={[ANALYTICS_TEXTS.release, ANALYTICS_TEXTS.listenClicks, ANALYTICS_TEXTS.plays, ANALYTICS_TEXTS.preSaves]}
            rows={top_releases.map((r) => ({ key: r.id, cells: [r.title, r.clicks, r.plays, r.pre_saves] }))}
          />
        )}
      </Panel>
    </div>
  );
}
