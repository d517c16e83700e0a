import { useMemo, useState } from "react";
import toast from "react-hot-toast";
import { call } from "../../../../lib/client/callables";
import { formatLongDate } from "../../../../lib/domain/shared";
import {
  PROMO_STATS_TEXTS as T,
  REMINDER_DAY_CHOICES,
  STATS_FILTERS,
  STATS_SORTS,
  campaignStatsCsv,
  reminderRecipients,
  viewStats,
  type StatsFilter,
  type StatsSort,
} from "../../../../lib/domain/promo";
import { Panel } from "../../../components/AdminPage";
import { Button } from "../../../components/Button";
import { COMPACT_CONTROL } from "../../../components/form/controls";
import { useBusyAction } from "../../../hooks/useBusyAction";
import { useCallableQuery } from "../../../hooks/useCallableQuery";
import { downloadText } from "../../../lib/downloadText";
import { PromoActivityChart } from "./PromoActivityChart";

/**
 * What recipients did with a campaign (docs/promo.md#what-staff-see): the
 * totals, the chart per day, one row per recipient filtered and sorted in
 * the browser (the same pure rules as the CSV export), the reminder to
 * those who have not opened after N days (releases publish), and the export.
 */
export function CampaignStats({ id }: { id: string }) {
  const { data, reload } = useCallableQuery("getPromoCampaignStats", { id }, T.loadFailed);
  const [filter, setFilter] = useState<StatsFilter>("all");
  const [sort, setSort] = useState<StatsSort>("name");
  const [days, setDays] = useState<(typeof REMINDER_DAY_CHOICES)[number]>(3);
  const { busy, run } = useBusyAction();
  const shown = useMemo(() => (data ? viewStats(data.rows, filter, sort) : []), [data, filter, sort]);
  if (!data) return null;
  const { campaign, tracks, totals, daily, rows } = data;
  const titleOf = new Map(tracks.map((t) => [t.id, t.title]));
  const due = reminderRecipients(rows, days, new Date()).length;

  const remind = () =>
    (due === 0 ? (toast(T.remindNone), false) : window.confirm(T.confirmRemind(due, days))) &&
    run(
      "remindPromoRecipients",
      () => call("remindPromoRecipients", { id, days }),
      T.remindFailed,
      async ({ queued }) => {
        toast.success(queued === 0 ? T.remindNone : T.remindedCount(queued));
        await reload();
      },
    );
  const exportCsv = () => downloadText(T.csvFileName(campaign.name), campaignStatsCsv(shown, tracks), "text/csv");

  return (
    <Panel title={T.heading} id="campaign-stats-title">
      <dl className="mt-2 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4 lg:grid-cols-7" data-testid="campaign-totals">
        {(
          [
            [T.totals.recipients, totals.recipients],
            [T.totals.sent, totals.sent],
            [T.totals.opened, totals.opened],
            [T.totals.played, totals.played],
            [T.totals.downloaded, totals.downloaded],
            [T.totals.feedback, totals.feedback],
            [T.totals.averageRating, totals.average_rating ?? "—"],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs tracking-widest text-muted">{label}</dt>
            <dd className="text-lg font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <PromoActivityChart daily={daily} />

      <div className="mt-6 flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-xs tracking-widest">
          {T.filter}
          <select value={filter} onChange={(e) => setFilter(e.target.value as StatsFilter)} className={COMPACT_CONTROL}>
            {STATS_FILTERS.map((f) => (
              <option key={f} value={f}>
                {T.filters[f]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-xs tracking-widest">
          {T.sort}
          <select value={sort} onChange={(e) => setSort(e.target.value as StatsSort)} className={COMPACT_CONTROL}>
            {STATS_SORTS.map((s) => (
              <option key={s} value={s}>
                {T.sorts[s]}
              </option>
            ))}
          </select>
        </label>
        <Button onClick={exportCsv}>{T.exportCsv}</Button>
        {campaign.can_remind && (
          <div className="flex items-end gap-2">
            <label className="grid gap-1 text-xs tracking-widest">
              {T.remindAfter}
              <select value={days} onChange={(e) => setDays(Number(e.target.value) as typeof days)} className={COMPACT_CONTROL}>
                {REMINDER_DAY_CHOICES.map((d) => (
                  <option key={d} value={d}>
                    {T.remindDays(d)}
                  </option>
                ))}
              </select>
            </label>
            <Button onClick={() => void remind()} disabled={busy}>
              {T.remind}
            </Button>
          </div>
        )}
      </div>

      {shown.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{T.empty}</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm" aria-labelledby="campaign-stats-title">
          <thead className="text-xs tracking-widest text-muted">
            <tr>
              {Object.values(T.columns).map((label) => (
                <th key={label} scope="col" className="py-2 pr-2 font-normal">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.recipient_id} className="border-t border-white/10 align-top" data-testid="stats-row">
                <th scope="row" className="py-2 pr-2 font-normal">
                  <span className="font-bold">{r.name}</span>
                  {r.outlet && <span className="block text-xs text-muted">{r.outlet}</span>}
                  {r.flagged_at && <span className="block text-xs text-accent">{T.flagged}</span>}
                  {r.reminded_at && (
                    <span className="block text-xs text-muted">
                      {T.reminded} {formatLongDate(r.reminded_at)}
                    </span>
                  )}
                </th>
                <td className="py-2 pr-2">
                  {r.opened_at ? (
                    <>
                      {formatLongDate(r.opened_at)}
                      <span className="block text-xs text-muted">{T.opens(r.opens)}</span>
                    </>
                  ) : (
                    T.notOpened
                  )}
                </td>
                <td className="py-2 pr-2">
                  {r.plays.map((p) => (
                    <span key={p.track_id} className="block">
                      {T.playedTrack(titleOf.get(p.track_id) ?? "", p.percent, p.max_seconds)}
                    </span>
                  ))}
                </td>
                <td className="py-2 pr-2">{r.downloads}</td>
                <td className="py-2">
                  {r.rating !== null && <span className="font-bold">{T.rating(r.rating)}</span>}
                  {r.comment && <span className="block text-xs">{r.comment}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
