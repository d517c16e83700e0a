import { ANALYTICS_TEXTS, type AnalyticsSummary } from "../../lib/domain/campaigns";
import { AnalyticsChart } from "./AnalyticsChart";

/** The head of every analytics view: the period's totals, then the counts per day as a chart. */
export function AnalyticsOverview({ summary }: { summary: Pick<AnalyticsSummary, "totals" | "days"> }) {
  return (
    <>
      <AnalyticsTotals totals={summary.totals} />
      <div className="mt-4">
        <AnalyticsChart days={summary.days} />
      </div>
    </>
  );
}

/** Listen clicks, plays and pre-saves over the period, large. */
function AnalyticsTotals({ totals }: { totals: AnalyticsSummary["totals"] }) {
  const figures = [
    { label: ANALYTICS_TEXTS.listenClicks, value: totals.clicks, testId: "total-clicks" },
    { label: ANALYTICS_TEXTS.plays, value: totals.plays, testId: "total-plays" },
    { label: ANALYTICS_TEXTS.preSaves, value: totals.pre_saves, testId: "total-pre-saves" },
  ];
  return (
    <dl className="mt-4 flex flex-wrap gap-8">
      {figures.map((figure) => (
        <div key={figure.testId}>
          <dt className="text-xs tracking-widest text-muted">{figure.label}</dt>
          <dd className="text-3xl font-black" data-testid={figure.testId}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A small table of labelled counts ("Platform" / "Clicks"), with its heading as caption. */
export function CountTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: [string, ...string[]];
  rows: { key: string; cells: [string, ...number[]] }[];
}) {
  return (
    <table className="mt-6 w-full text-left text-sm">
      <caption className="mb-2 text-left text-xs font-bold tracking-widest">{caption}</caption>
      <thead>
        <tr className="border-b border-white/15 text-xs tracking-widest text-muted">
          {columns.map((column, i) => (
            <th key={column} scope="col" className={`py-1 font-normal ${i > 0 ? "text-right" : ""}`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [name, ...counts] }) => (
          <tr key={key} className="border-b border-white/5">
            <th scope="row" className="py-1 font-normal">
              {name}
            </th>
            {counts.map((count, i) => (
              <td key={i} className="py-1 text-right tabular-nums">
                {count}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
