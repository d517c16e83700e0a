import { useEffect, useRef, useState } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { call } from "../../../lib/client/callables";
import { SALES_GROUPS, type SalesRow } from "../../../lib/domain/store";
import { formatMoney, type Currency } from "../../../lib/domain/store";
import { SALES_TEXTS, STORE_SCREEN_TEXTS } from "../../../lib/domain/store";
import { ListState, Panel } from "../../components/AdminPage";
import { Button } from "../../components/Button";
import { COMPACT_CONTROL } from "../../components/form/controls";
import { useBusyAction } from "../../hooks/useBusyAction";
import { useCallableQuery } from "../../hooks/useCallableQuery";
import { CHART_COLORS, dailyChartOptions, dayToSeconds } from "../../lib/dailyChart";
import { downloadText } from "../../lib/downloadText";

const HEIGHT = 220;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Gross and net per day, drawn by uPlot as the analytics screens draw theirs; the table below gives the same figures. */
function SalesChart({ rows, currency }: { rows: readonly SalesRow[]; currency: Currency }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || rows.length === 0) return;
    const major = (amount: number) => amount / 100;
    const data: uPlot.AlignedData = [rows.map((r) => dayToSeconds(r.key)), rows.map((r) => major(r.gross)), rows.map((r) => major(r.net))];
    const options = dailyChartOptions(element.clientWidth || 600, HEIGHT, [
      { label: `Gross (${currency})`, stroke: CHART_COLORS.accent, width: 2, points: { show: false } },
      { label: `Net (${currency})`, stroke: CHART_COLORS.paper, width: 2, dash: [6, 4], points: { show: false } },
    ]);
    const chart = new uPlot(options, data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [rows, currency]);
  return <div ref={box} aria-hidden="true" data-testid="sales-chart" className="w-full text-xs text-muted" />;
}

/** SALES: gross, Stripe fees, tax, refunds and net of the caller's artists per day, release, artist or format, with a CSV export for the accountant. */
export function SalesPage() {
  const [from, setFrom] = useState(() => day(-29));
  const [to, setTo] = useState(() => day(0));
  const [group, setGroup] = useState<(typeof SALES_GROUPS)[number]>("day");
  const report = useCallableQuery("storeSalesReport", { from, to, group_by: group }, STORE_SCREEN_TEXTS.salesLoadFailed);
  const { busy, run } = useBusyAction();
  const data = report.data;
  const money = (amount: number) => formatMoney(amount, data?.currency ?? "GBP");

  return (
    <Panel title="SALES" id="store-sales-title">
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <label htmlFor="sales-from" className="text-xs tracking-widest">
          FROM
          <input
            id="sales-from"
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            className={`${COMPACT_CONTROL} mt-1 block`}
          />
        </label>
        <label htmlFor="sales-to" className="text-xs tracking-widest">
          TO
          <input id="sales-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} className={`${COMPACT_CONTROL} mt-1 block`} />
        </label>
        <label htmlFor="sales-group" className="text-xs tracking-widest">
          PER
          <select
            id="sales-group"
            value={group}
            onChange={(e) => setGroup(e.target.value as typeof group)}
            className={`${COMPACT_CONTROL} mt-1 block`}
          >
            {SALES_GROUPS.map((g) => (
              <option key={g} value={g}>
                {g[0]!.toUpperCase() + g.slice(1)}
              </option>
            ))}
          </select>
        </label>
        <Button
          disabled={busy}
          onClick={() =>
            void run(
              "exportStoreSales",
              () => call("exportStoreSales", { from, to, group_by: group }),
              STORE_SCREEN_TEXTS.salesExportFailed,
              ({ filename, csv }) => downloadText(filename, csv, "text/csv"),
            )
          }
        >
          EXPORT CSV
        </Button>
      </div>
      <ListState loading={report.loading} empty={(data?.rows.length ?? 0) === 0} emptyText={STORE_SCREEN_TEXTS.noSales} />
      {data && data.rows.length > 0 && (
        <>
          {group === "day" && <SalesChart rows={data.rows} currency={data.currency} />}
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Sales per {group}</caption>
              <thead className="text-xs text-muted">
                <tr>
                  {[group.toUpperCase(), "ORDERS", "GROSS", "FEES", "TAX", "REFUNDS", "NET"].map((h) => (
                    <th key={h} scope="col" className="p-1">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...data.rows, { key: "total", label: "Total", ...data.totals }].map((row) => (
                  <tr key={row.key} className="border-t border-white/10">
                    <th scope="row" className="p-1 font-normal">
                      {row.label}
                    </th>
                    <td className="p-1">{row.orders}</td>
                    <td className="p-1">{money(row.gross)}</td>
                    <td className="p-1">
                      {money(row.fees)}
                      {row.fees_pending > 0 && (
                        <span className="block text-xs text-muted">{SALES_TEXTS.feesPending(row.fees_pending)}</span>
                      )}
                    </td>
                    <td className="p-1">{money(row.tax)}</td>
                    <td className="p-1">{money(row.refunds)}</td>
                    <td className="p-1">{money(row.net)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Panel>
  );
}
