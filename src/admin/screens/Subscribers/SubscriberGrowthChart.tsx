import { useMemo } from "react";
import uPlot from "uplot";
import { SUBSCRIBER_SCREEN_TEXTS as T } from "../../../lib/domain/fans";
import { useUPlot } from "../../hooks/useUPlot";

const HEIGHT = 180;
// The site's palette (src/styles/global.css).
const COLORS = { line: "#ff4d2e", grid: "rgba(255,255,255,0.08)", axis: "#8a8580" };

function growthOptions(width: number): uPlot.Options {
  const axis = { stroke: COLORS.axis, grid: { stroke: COLORS.grid }, ticks: { stroke: COLORS.grid } };
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    // Days are UTC days (subscriberGrowth), labelled as such.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), "Etc/UTC"),
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
    axes: [axis, { ...axis, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000] }],
    series: [{}, { label: "Confirmed", stroke: COLORS.line, width: 2, points: { show: false } }],
  };
}

/**
 * Confirmed subscribers at the end of each of the last 90 days (uPlot, the
 * kept charting library). The canvas is hidden from assistive technology;
 * the summary below it says the same in words.
 */
export function SubscriberGrowthChart({ growth }: { growth: readonly { date: string; confirmed: number }[] }) {
  const data = useMemo<uPlot.AlignedData>(() => [growth.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000), growth.map((d) => d.confirmed)], [growth]);
  const box = useUPlot(growthOptions, data, HEIGHT);
  const first = growth[0]?.confirmed ?? 0;
  const last = growth.at(-1)?.confirmed ?? 0;
  return (
    <section aria-labelledby="growth-heading" className="mt-6 border border-white/15 p-4">
      <h2 id="growth-heading" className="text-xs font-bold tracking-widest">{T.growthHeading}</h2>
      <div ref={box} aria-hidden="true" data-testid="subscriber-growth-chart" className="mt-3 w-full text-xs text-muted" />
      <p className="mt-2 text-xs text-muted" data-testid="subscriber-growth-summary">{T.growthSummary(first, last)}</p>
    </section>
  );
}
