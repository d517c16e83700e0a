import { useMemo } from "react";
import type uPlot from "uplot";
import { PROMO_STATS_TEXTS as T, type DailyActivity } from "../../../../lib/domain/promo";
import { useUPlot } from "../../../hooks/useUPlot";
import { CHART_COLORS, dailyChartOptions, dayToSeconds } from "../../../lib/dailyChart";

const HEIGHT = 180;
const STROKES = { opens: CHART_COLORS.accent, plays: CHART_COLORS.paper, downloads: CHART_COLORS.muted } as const;

const activityOptions = (width: number) =>
  dailyChartOptions(
    width,
    HEIGHT,
    (["opens", "plays", "downloads"] as const).map((key) => ({
      label: T.series[key],
      stroke: STROKES[key],
      width: 2,
      points: { show: true, size: 4 },
    })),
  );

/** Opens, plays and downloads per day (uPlot, the kept charting library); the canvas is hidden from assistive technology, the summary says it in words. */
export function PromoActivityChart({ daily }: { daily: readonly DailyActivity[] }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [daily.map((d) => dayToSeconds(d.date)), daily.map((d) => d.opens), daily.map((d) => d.plays), daily.map((d) => d.downloads)],
    [daily],
  );
  const box = useUPlot(activityOptions, data, HEIGHT);
  const sum = (key: "opens" | "plays" | "downloads") => daily.reduce((n, d) => n + d[key], 0);
  return (
    <section aria-labelledby="promo-activity-heading" className="mt-6 border border-white/15 p-4">
      <h3 id="promo-activity-heading" className="text-xs font-bold tracking-widest">
        {T.chartHeading}
      </h3>
      {daily.length > 0 && (
        <div ref={box} aria-hidden="true" data-testid="promo-activity-chart" className="mt-3 w-full text-xs text-muted" />
      )}
      <p className="mt-2 text-xs text-muted">
        {daily.length === 0 ? T.noActivity : T.chartSummary(sum("opens"), sum("plays"), sum("downloads"), daily.length)}
      </p>
    </section>
  );
}
