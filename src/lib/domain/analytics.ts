/**
 * Pure rules of the label's analytics (docs/analytics.md): which requests
 * are obvious bots, which day a moment belongs to in the label's time zone,
 * and how daily counters add up to what the admin shows.
 */
import { platformLabel } from "./platforms";
import { LISTEN_SOURCES, type AnalyticsDaily, type AnalyticsSummary, type ListenSource } from "./schemas/analytics";

/**
 * User agents of crawlers, link previewers, monitors, headless browsers and
 * HTTP libraries ("bot" but not the Cubot phone brand). Every browser a person uses starts its user agent with
 * "Mozilla/"; anything else (or nothing) is a program.
 */
const BOT_USER_AGENT =
  /(?<!cu)bot|crawl|spider|slurp|scrap|preview|fetcher|monitor|headless|phantom|selenium|puppeteer|playwright|lighthouse|pagespeed|facebookexternalhit|embedly|whatsapp|telegram|discord|skype|slack|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|postman|insomnia|validator|archive|scan|check|mediapartners|google-read-aloud/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const ua = userAgent?.trim() ?? "";
  return !ua.startsWith("Mozilla/") || BOT_USER_AGENT.test(ua);
}

/**
 * A prefetch or prerender asks for a page nobody has opened yet
 * (`Sec-Purpose: prefetch`, `Purpose: prefetch`, Firefox's `X-Moz: prefetch`).
 */
export function isPrefetch(headers: Record<string, string | string[] | undefined>): boolean {
  return ["sec-purpose", "purpose", "x-moz", "x-purpose"].some((name) => /prefetch|prerender|preview/i.test(String(headers[name] ?? "")));
}

/** The calendar day `n` days after (before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, n: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + n)).toISOString().slice(0, 10);
}

/** The `count` days ending with `lastDay`, oldest first. */
export function dayRange(lastDay: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(lastDay, i - count + 1));
}

/** Document id of one shard of a release's counters on one day. */
export function analyticsDailyId(releaseId: string, day: string, shard: number): string {
  return `${releaseId}_${day}_${shard}`;
}

/**
 * Stored field names of the counters. Each counter is a top-level field
 * (`click_spotify`, `source_release_page`), not a key of a map: the local
 * Node Firestore emulator increments top-level fields only
 * (docs/local-stack.md), and platform keys hold no underscore, so the names
 * cannot collide.
 */
export const ANALYTICS_FIELDS = {
  preSaves: "pre_saves",
  click: (platform: string) => `click_${platform}`,
  source: (source: ListenSource) => `source_${source}`,
} as const;

/** A stored counters document (its fields as written) in the model's shape, before validation. */
export function analyticsDailyFromFields(id: string, fields: Record<string, unknown>): Record<string, unknown> {
  const clicks: Record<string, unknown> = {};
  const bySource: Record<string, unknown> = {};
  const rest: Record<string, unknown> = { id };
  for (const [name, value] of Object.entries(fields)) {
    if (name.startsWith("click_")) clicks[name.slice("click_".length)] = value;
    else if (name.startsWith("source_")) bySource[name.slice("source_".length)] = value;
    else rest[name] = value;
  }
  return { ...rest, clicks, clicks_by_source: bySource };
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

/** A day's listen clicks over every platform. */
export function clicksOf(daily: Pick<AnalyticsDaily, "clicks">): number {
  return sum(Object.values(daily.clicks));
}

/**
 * Adds daily counters (of one release or many) into the admin's view of a
 * period: every day of `days` (zeros where nothing was counted), totals, and
 * the clicks by platform and by page. Counters of days outside the period
 * are left out.
 */
export function summarizeAnalytics(dailies: readonly AnalyticsDaily[], days: readonly string[]): AnalyticsSummary {
  const inPeriod = new Set(days);
  const byDay = new Map(days.map((day) => [day, { day, pre_saves: 0, clicks: 0 }]));
  const platforms = new Map<string, number>();
  const sources = Object.fromEntries(LISTEN_SOURCES.map((s) => [s, 0])) as AnalyticsSummary["sources"];
  for (const daily of dailies) {
    if (!inPeriod.has(daily.day)) continue;
    const totals = byDay.get(daily.day)!;
    totals.pre_saves += daily.pre_saves;
    totals.clicks += clicksOf(daily);
    for (const [platform, n] of Object.entries(daily.clicks)) platforms.set(platform, (platforms.get(platform) ?? 0) + n);
    for (const source of LISTEN_SOURCES) sources[source] += daily.clicks_by_source[source] ?? 0;
  }
  const dayTotals = [...byDay.values()];
  return {
    from: days[0] ?? "",
    to: days.at(-1) ?? "",
    totals: { pre_saves: sum(dayTotals.map((d) => d.pre_saves)), clicks: sum(dayTotals.map((d) => d.clicks)) },
    days: dayTotals,
    platforms: [...platforms.entries()]
      .filter(([, clicks]) => clicks > 0)
      .map(([platform, clicks]) => ({ platform, label: platformLabel(platform), clicks }))
      .sort((a, b) => b.clicks - a.clicks || a.label.localeCompare(b.label)),
    sources,
  };
}

/** Clicks and pre-saves of each release over the period's days, most clicked first (then most pre-saved). */
export function releaseTotals(dailies: readonly AnalyticsDaily[], days: readonly string[]): { release_id: string; clicks: number; pre_saves: number }[] {
  const inPeriod = new Set(days);
  const totals = new Map<string, { release_id: string; clicks: number; pre_saves: number }>();
  for (const daily of dailies) {
    if (!inPeriod.has(daily.day)) continue;
    const row = totals.get(daily.release_id) ?? { release_id: daily.release_id, clicks: 0, pre_saves: 0 };
    row.clicks += clicksOf(daily);
    row.pre_saves += daily.pre_saves;
    totals.set(daily.release_id, row);
  }
  return [...totals.values()].sort((a, b) => b.clicks - a.clicks || b.pre_saves - a.pre_saves || a.release_id.localeCompare(b.release_id));
}
