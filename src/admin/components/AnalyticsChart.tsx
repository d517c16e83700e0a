import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { ANALYTICS_TEXTS, type AnalyticsDayTotals } from "../../lib/domain/campaigns";

const HEIGHT = 220;
// The site's palette (src/styles/global.css): accent for clicks, paper for pre-saves (dashed), muted for plays (dotted).
const COLORS = { clicks: "#ff4d2e", preSaves: "#f4f1ea", plays: "#8a8580", grid: "rgba(255,255,255,0.08)", axis: "#8a8580" };

/** A day's UTC midnight in seconds, uPlot's time unit; labelled in UTC so the label's days stay whole. */
const dayToSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

function chartOptions(width: number): uPlot.Options {
  const axis = { stroke: COLORS.axis, grid: { stroke: COLORS.grid }, ticks: { stroke: COLORS.grid } };
  return {
    width,
    height: HEIGHT,
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), "Etc/UTC"),
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
    axes: [axis, { ...axis, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000] }],
    series: [
      { value: "{YYYY}-{MM}-{DD}" },
      { label: ANALYTICS_TEXTS.listenClicks, stroke: COLORS.clicks, width: 2, points: { show: false } },
      { label: ANALYTICS_TEXTS.preSaves, stroke: COLORS.preSaves, width: 2, dash: [6, 4], points: { show: false } },
      { label: ANALYTICS_TEXTS.plays, stroke: COLORS.plays, width: 2, dash: [2, 3], points: { show: false } },
    ],
  };
}

/**
 * Listen clicks, pre-saves and plays per day, drawn by uPlot (a small kept charting
 * library) to the width of its box. The canvas is hidden from assistive
 * technology: the dialog gives the same figures as tables.
 */
export function AnalyticsChart({ days }: { days: readonly AnalyticsDayTotals[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [days.map((d) => dayToSeconds(d.day)), days.map((d) => d.clicks), days.map((d) => d.pre_saves), days.map((d) => d.plays)];
    const chart = new uPlot(chartOptions(element.clientWidth || 600), data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);

  return <div ref={box} aria-hidden="true" data-testid="analytics-chart" className="analytics-chart w-full text-xs text-muted" />;
}
