import { useId, useState } from "react";
import {
  ANALYTICS_PERIODS,
  ANALYTICS_TEXTS,
  LISTEN_SOURCES,
  LISTEN_SOURCE_LABELS,
  lastDays,
  playsByTrack,
  type AnalyticsSummary,
} from "../../../../lib/domain/campaigns";
import { ListState } from "../../../components/AdminPage";
import { AnalyticsOverview, CountTable } from "../../../components/AnalyticsFigures";
import { Button } from "../../../components/Button";
import { Select } from "../../../components/form/controls";
import { ModalDialog } from "../../../components/ModalDialog";
import { useCallableQuery } from "../../../hooks/useCallableQuery";

type Period = (typeof ANALYTICS_PERIODS)[number];

/**
 * ANALYTICS of one release (docs/analytics.md): pre-saves, listen clicks
 * and plays per day over the last 30 or 90 days, the clicks by platform and
 * by page, the plays by track, and the days with any count as a table.
 */
export function ReleaseAnalyticsDialog({ release, onClose }: { release: { id: string; title: string } | null; onClose: () => void }) {
  return (
    <ModalDialog open={release !== null} title={ANALYTICS_TEXTS.dialogTitle} onClose={onClose} wide>
      {release && <ReleaseAnalytics releaseId={release.id} title={release.title} />}
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>{ANALYTICS_TEXTS.close}</Button>
      </div>
    </ModalDialog>
  );
}

function ReleaseAnalytics({ releaseId, title }: { releaseId: string; title: string }) {
  const [days, setDays] = useState<Period>(ANALYTICS_PERIODS[0]);
  const periodId = useId();
  const { data, loading } = useCallableQuery("releaseAnalytics", { release_id: releaseId, days }, ANALYTICS_TEXTS.loadFailed);
  const summary = data?.summary;
  const tracks = data?.release.tracks ?? [];

  return (
    <div>
      <p className="mt-1 text-sm text-muted">{title}</p>
      <div className="mt-4 max-w-48">
        <label htmlFor={periodId} className="block text-xs tracking-widest">
          {ANALYTICS_TEXTS.period}
        </label>
        <Select id={periodId} value={days} onChange={(event) => setDays(Number(event.target.value) as Period)}>
          {ANALYTICS_PERIODS.map((period) => (
            <option key={period} value={period}>
              {lastDays(period)}
            </option>
          ))}
        </Select>
      </div>
      {loading && !summary ? (
        <ListState loading empty={false} emptyText="" />
      ) : (
        summary && <SummaryFigures summary={summary} tracks={tracks} />
      )}
    </div>
  );
}

function SummaryFigures({ summary, tracks }: { summary: AnalyticsSummary; tracks: { id: string; title: string }[] }) {
  const activeDays = summary.days.filter((d) => d.clicks > 0 || d.plays > 0 || d.pre_saves > 0).reverse();
  const trackRows = playsByTrack(tracks, summary.tracks, ANALYTICS_TEXTS.removedTracks);
  return (
    <>
      <AnalyticsOverview summary={summary} />
      {summary.platforms.length === 0 ? (
        <p className="mt-6 text-sm text-muted">{ANALYTICS_TEXTS.noClicks}</p>
      ) : (
        <div className="grid gap-x-8 sm:grid-cols-2">
          <CountTable
            caption={ANALYTICS_TEXTS.byPlatform}
            columns={[ANALYTICS_TEXTS.platform, ANALYTICS_TEXTS.clicks]}
            rows={summary.platforms.map((p) => ({ key: p.platform, cells: [p.label, p.clicks] }))}
          />
          <CountTable
            caption={ANALYTICS_TEXTS.byPage}
            columns={[ANALYTICS_TEXTS.page, ANALYTICS_TEXTS.clicks]}
            rows={LISTEN_SOURCES.map((source) => ({ key: source, cells: [LISTEN_SOURCE_LABELS[source], summary.sources[source]] }))}
          />
        </div>
      )}
      {trackRows.length > 0 && (
        <CountTable
          caption={ANALYTICS_TEXTS.byTrack}
          columns={[ANALYTICS_TEXTS.track, ANALYTICS_TEXTS.plays]}
          rows={trackRows.map((row) => ({ key: row.key, cells: [row.title, row.plays] }))}
        />
      )}
      {activeDays.length > 0 && (
        <details className="mt-6">
          <summary className="cursor-pointer text-xs font-bold tracking-widest">{ANALYTICS_TEXTS.perDay}</summary>
          <CountTable
            caption={ANALYTICS_TEXTS.perDay}
            columns={[ANALYTICS_TEXTS.day, ANALYTICS_TEXTS.listenClicks, ANALYTICS_TEXTS.plays, ANALYTICS_TEXTS.preSaves]}
            rows={activeDays.map((d) => ({ key: d.day, cells: [d.day, d.clicks, d.plays, d.pre_saves] }))}
          />
        </details>
      )}
    </>
  );
}
