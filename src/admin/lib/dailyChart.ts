import uPlot from "uplot";

// The site's palette (src/styles/site.css).
export const CHART_COLORS = { accent: "#ff4d2e", paper: "#f4f1ea", muted: "#8a8580", grid: "rgba(255,255,255,0.08)" } as const;

/**
 * The options of the admin's charts of counts per UTC day (uPlot): time on
 * x labelled in UTC, so a day stays whole; counts on y from 0 with round
 * steps; `series` after the x series.
 */
export function dailyChartOptions(width: number, height: number, series: uPlot.Series[], extra: Partial<uPlot.Options> = {}): uPlot.Options {
  const axis = { stroke: CHART_COLORS.muted, grid: { stroke: CHART_COLORS.grid }, ticks: { stroke: CHART_COLORS.grid } };
  return {
    width,
    height,
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), "Etc/UTC"),
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
    axes: [axis, { ...axis, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000] }],
    series: [{ value: "{YYYY}-{MM}-{DD}" }, ...series],
    ...extra,
  };
}

/** A day ("YYYY-MM-DD") as its UTC midnight in seconds, uPlot's time unit. */
export const dayToSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
