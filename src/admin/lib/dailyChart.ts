import uPlot from "uplot";

// The site's palette (src/styles/site.css).
export const CHART_COLORS = { accent: "#ff4d2e", paper: "#f4f1ea", muted: "#8a8580", grid: "rgba(255,255,255,0.08)" } as const;

const DAY = 86_400;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** The x axis's tick steps: whole days and up (uPlot's own time steps from a day), never hours, since every point is a UTC midnight. */
const DAY_STEPS = [
  DAY,
  2 * DAY,
  3 * DAY,
  4 * DAY,
  5 * DAY,
  7 * DAY,
  10 * DAY,
  15 * DAY,
  MONTH,
  2 * MONTH,
  3 * MONTH,
  4 * MONTH,
  6 * MONTH,
  YEAR,
  2 * YEAR,
  5 * YEAR,
  10 * YEAR,
];

/**
 * The x range of a chart of days, in seconds: the days the data spans, with
 * a day either side when it spans one day (uPlot's own range for min = max
 * is no range, which it stretched over years with the point off its label),
 * and the day before to the day after `today` when there is no data.
 */
export function dailyRange(min: number | null, max: number | null, today: number): [number, number] {
  if (min === null || max === null) return [today - DAY, today + DAY];
  return min === max ? [min - DAY, max + DAY] : [min, max];
}

/** Today's UTC midnight in seconds. */
const utcToday = () => Math.floor(Date.now() / 1000 / DAY) * DAY;

/**
 * A series' legend value: the hovered day's count, or, with no day
 * hovered (uPlot's "--"), the series' total over the chart's days; the
 * date series then names the span.
 */
export function legendValue(
  values: ArrayLike<number | null | undefined>,
  idx: number | null,
  formatDay: (seconds: number) => string,
  isDate: boolean,
): string {
  if (isDate) {
    if (idx !== null) return formatDay(values[idx] ?? 0);
    const days = Array.from(values).filter((v): v is number => typeof v === "number");
    if (days.length === 0) return "";
    const [first, last] = [formatDay(Math.min(...days)), formatDay(Math.max(...days))];
    return first === last ? first : `${first} – ${last}`;
  }
  if (idx !== null) return String(values[idx] ?? 0);
  return String(Array.from(values).reduce<number>((sum, v) => sum + (v ?? 0), 0));
}

const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/**
 * The options of the admin's charts of counts per UTC day (uPlot): time on
 * x labelled in UTC by whole days, so a day stays whole; counts on y from 0
 * with round steps; `series` after the x series, each with legendValue.
 */
export function dailyChartOptions(
  width: number,
  height: number,
  series: uPlot.Series[],
  extra: Partial<uPlot.Options> = {},
): uPlot.Options {
  const axis = { stroke: CHART_COLORS.muted, grid: { stroke: CHART_COLORS.grid }, ticks: { stroke: CHART_COLORS.grid } };
  const value = (u: uPlot, _raw: number | null, sidx: number, idx: number | null) =>
    legendValue(u.data[sidx] ?? [], idx, isoDay, sidx === 0);
  return {
    width,
    height,
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), "Etc/UTC"),
    scales: {
      x: { time: true, range: (_u, min, max) => dailyRange(min, max, utcToday()) },
      y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
    },
    axes: [
      { ...axis, incrs: DAY_STEPS },
      { ...axis, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000] },
    ],
    series: [{ value }, ...series.map((s) => ({ value, ...s }))],
    ...extra,
  };
}

/** A day ("YYYY-MM-DD") as its UTC midnight in seconds, uPlot's time unit. */
export const dayToSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
