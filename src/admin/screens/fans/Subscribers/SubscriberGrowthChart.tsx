import { useMemo } from "react";
import type uPlot from "uplot";
import { SUBSCRIBER_SCREEN_TEXTS as T } from "../../../../lib/domain/fans";
import { useUPlot } from "../../../hooks/useUPlot";
import { CHART_COLORS, dailyChartOptions, dayToSeconds } from "../../../lib/dailyChart";

const HEIGHT = 180;

// Days are UTC days (subscriberGrowth), labelled as such.
const growthOptions = (width: number) =>
  dailyChartOptions(width, HEIGHT, [{ label: "Confirmed", stroke: CHART_COLORS.accent, width: 2, points: { show: false } }], {
    legend: { show: false },
  });

/**
 * Confirmed subscribers at the end of each of the last 90 days (uPlot, the
 * kept charting library). The canvas is hidden from assistive technology;
 * the summary below it says the same in words.
 */
export function SubscriberGrowthChart({ growth }: { growth: readonly { date: string; confirmed: number }[] }) {
  const data = useMemo<uPlot.AlignedData>(() => [growth.map((d) => dayToSeconds(d.date)), growth.map((d) => d.confirmed)], [growth]);
  const box = useUPlot(growthOptions, data, HEIGHT);
  const first = growth[0]?.confirmed ?? 0;
  const last = growth.at(-1)?.confirmed ?? 0;
  return (
    <section aria-labelledby="growth-heading" className="mt-6 border border-white/15 p-4">
      <h2 id="growth-heading" className="text-xs font-bold tracking-widest">
        {T.growthHeading}
      </h2>
      <div ref={box} aria-hidden="true" data-testid="subscriber-growth-chart" className="mt-3 w-full text-xs text-muted" />
      <p className="mt-2 text-xs text-muted" data-testid="subscriber-growth-summary">
        {T.growthSummary(first, last)}
      </p>
    </section>
  );
}
