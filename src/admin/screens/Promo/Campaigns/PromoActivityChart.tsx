import { useMemo } from "react";
import uPlot from "uplot";
import { PROMO_STATS_TEXTS as T, type DailyActivity } from "../../../../lib/domain/promo";
import { useUPlot } from "../../../hooks/useUPlot";

const HEIGHT = 180;
// The site's palette (src/styles/global.css).
const COLORS = { opens: "#ff4d2e", plays: "#f2efe9", downloads: "#8a8580", grid: "rgba(255,255,255,0.08)", axis: "#8a8580" };

function activityOptions(width: number): uPlot.Options {
  const axis = { stroke: COLORS.axis, grid: { stroke: COLORS.grid }, ticks: { stroke: COLORS.grid } };
  return {
    width,
    height: HEIGHT,
    // Days are UTC days (dailyActivity), labelled as such.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), "Etc/UTC"),
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
    axes: [axis, { ...axis, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] }],
    series: [{}, ...(["opens", "plays", "downloads"] as const).map((key) => ({ label: T.series[key], stroke: COLORS[key], width: 2, points: { show: true, size: 4 } }))],
  };
}

/** Opens, plays and downloads per day (uPlot, the kept charting library); the canvas is hidden from assistive technology, the summary says it in words. */
export function PromoActivityChart({ daily }: { daily: readonly DailyActivity[] }) {
  const data = useMemo<uPlot.AlignedData>(() => [daily.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000), daily.map((d) => d.opens), daily.map((d) => d.plays), daily.map((d) => d.downloads)], [daily]);
  const box = useUPlot(activityOptions, data, HEIGHT);
  const sum = (key: "opens" | "plays" | "downloads") => daily.reduce((n, d) => n + d[key], 0);
  return (
    <section aria-labelledby="promo-activity-heading" className="mt-6 border border-white/15 p-4">
      <h3 id="promo-activity-heading" className="text-xs font-bold tracking-widest">{T.chartHeading}</h3>
      {daily.length > 0 && <div ref={box} aria-hidden="true" data-testid="promo-activity-chart" className="mt-3 w-full text-xs text-muted" />}
      <p className="mt-2 text-xs text-muted">{daily.length === 0 ? T.noActivity : T.chartSummary(sum("opens"), sum("plays"), sum("downloads"), daily.length)}</p>
    </section>
  );
}
