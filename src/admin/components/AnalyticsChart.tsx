import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { CHART_COLORS, dailyChartOptions, dayToSeconds } from "../lib/dailyChart";
import { ANALYTICS_TEXTS, type AnalyticsDayTotals } from "../../lib/domain/campaigns";

const HEIGHT = 220;

// Accent for clicks, paper for pre-saves (dashed), muted for plays (dotted).
const chartOptions = (width: number) =>
  dailyChartOptions(width, HEIGHT, [
    { label: ANALYTICS_TEXTS.listenClicks, stroke: CHART_COLORS.accent, width: 2, points: { show: false } },
    { label: ANALYTICS_TEXTS.preSaves, stroke: CHART_COLORS.paper, width: 2, dash: [6, 4], points: { show: false } },
    { label: ANALYTICS_TEXTS.plays, stroke: CHART_COLORS.muted, width: 2, dash: [2, 3], points: { show: false } },
  ]);

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
    const data: uPlot.AlignedData = [
      days.map((d) => dayToSeconds(d.day)),
      days.map((d) => d.clicks),
      days.map((d) => d.pre_saves),
      days.map((d) => d.plays),
    ];
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
