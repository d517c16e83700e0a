/**
 * Pure rules of the label's analytics (docs/analytics.md): which requests
 * are obvious bots, which day a moment belongs to in the label's time zone,
 * and how daily counters add up to what the admin shows. (When a play
 * counts in the player: listening/playCount.ts.)
 */
import { platformLabel } from "../catalog/platforms";
import { LISTEN_SOURCES, type AnalyticsDaily, type AnalyticsSummary, type ListenSource } from "./analyticsRecords";

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
 * A track id (a UUID) inside a field name, without its dashes: a field name
 * holding anything but letters, digits and underscores must be quoted in a
 * field path, and the local Node Firestore emulator keeps the quotes of a
 * merged write as part of the name.
 */
const compactUuid = (id: string) => id.replaceAll("-", "");
const fullUuid = (compact: string) =>
  /^[0-9a-f]{32}$/i.test(compact)
    ? [compact.slice(0, 8), compact.slice(8, 12), compact.slice(12, 16), compact.slice(16, 20), compact.slice(20)].join("-")
    : compact;

/**
 * Stored field names of the counters. Each counter is a top-level field
 * (`click_spotify`, `source_release_page`, `play_{trackId}` with the id's
 * dashes left out), not a key of a map: the local Node Firestore emulator
 * increments top-level fields only (docs/local-stack.md), and platform keys
 * and compact track ids hold no underscore, so the names cannot collide.
 */
export const ANALYTICS_FIELDS = {
  preSaves: "pre_saves",
  click: (platform: string) => `click_${platform}`,
  source: (source: ListenSource) => `source_${source}`,
  play: (trackId: string) => `play_${compactUuid(trackId)}`,
} as const;

/** The stored prefixes, the model's map each one fills, and the key a field name stands for. */
const COUNTER_MAPS: readonly (readonly [prefix: string, map: "clicks" | "clicks_by_source" | "plays", key: (name: string) => string])[] = [
  ["click_", "clicks", (name) => name],
  ["source_", "clicks_by_source", (name) => name],
  ["play_", "plays", fullUuid],
];

/** A stored counters document (its fields as written) in the model's shape, before validation. */
export function analyticsDailyFromFields(id: string, fields: Record<string, unknown>): Record<string, unknown> {
  const maps: Record<string, Record<string, unknown>> = Object.fromEntries(COUNTER_MAPS.map(([, map]) => [map, {}]));
  const rest: Record<string, unknown> = { id };
  for (const [name, value] of Object.entries(fields)) {
    const counter = COUNTER_MAPS.find(([prefix]) => name.startsWith(prefix));
    if (counter) maps[counter[1]]![counter[2](name.slice(counter[0].length))] = value;
    else rest[name] = value;
  }
  return { ...rest, ...maps };
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

/** A day's listen clicks over every platform. */
export function clicksOf(daily: Pick<AnalyticsDaily, "clicks">): number {
  return sum(Object.values(daily.clicks));
}

/** A day's plays over every track. */
export function playsOf(daily: Pick<AnalyticsDaily, "plays">): number {
  return sum(Object.values(daily.plays));
}

/** Adds the counts of `from` into `into`, key by key. */
function addCounts(into: Map<string, number>, from: Record<string, number>) {
  for (const [key, n] of Object.entries(from)) into.set(key, (into.get(key) ?? 0) + n);
}

/**
 * Adds daily counters (of one release or many) into the admin's view of a
 * period: every day of `days` (zeros where nothing was counted), totals,
 * the clicks by platform and by page, and the plays by track. Counters of
 * days outside the period are left out.
 */
export function summarizeAnalytics(dailies: readonly AnalyticsDaily[], days: readonly string[]): AnalyticsSummary {
  const inPeriod = new Set(days);
  const byDay = new Map(days.map((day) => [day, { day, pre_saves: 0, clicks: 0, plays: 0 }]));
  const platforms = new Map<string, number>();
  const tracks = new Map<string, number>();
  const sources = Object.fromEntries(LISTEN_SOURCES.map((s) => [s, 0])) as AnalyticsSummary["sources"];
  for (const daily of dailies) {
    if (!inPeriod.has(daily.day)) continue;
    const totals = byDay.get(daily.day)!;
    totals.pre_saves += daily.pre_saves;
    totals.clicks += clicksOf(daily);
    totals.plays += playsOf(daily);
    addCounts(platforms, daily.clicks);
    addCounts(tracks, daily.plays);
    for (const source of LISTEN_SOURCES) sources[source] += daily.clicks_by_source[source] ?? 0;
  }
  const dayTotals = [...byDay.values()];
  return {
    from: days[0] ?? "",
    to: days.at(-1) ?? "",
    totals: {
      pre_saves: sum(dayTotals.map((d) => d.pre_saves)),
      clicks: sum(dayTotals.map((d) => d.clicks)),
      plays: sum(dayTotals.map((d) => d.plays)),
    },
    days: dayTotals,
    platforms: [...platforms.entries()]
      .filter(([, clicks]) => clicks > 0)
      .map(([platform, clicks]) => ({ platform, label: platformLabel(platform), clicks }))
      .sort((a, b) => b.clicks - a.clicks || a.label.localeCompare(b.label)),
    sources,
    tracks: [...tracks.entries()]
      .filter(([, plays]) => plays > 0)
      .map(([track_id, plays]) => ({ track_id, plays }))
      .sort((a, b) => b.plays - a.plays || a.track_id.localeCompare(b.track_id)),
  };
}

/**
 * Clicks, plays and pre-saves of each release over the period's days, most
 * clicked first (then most played, then most pre-saved).
 */
export function releaseTotals(
  dailies: readonly AnalyticsDaily[],
  days: readonly string[],
): { release_id: string; clicks: number; plays: number; pre_saves: number }[] {
  const inPeriod = new Set(days);
  const totals = new Map<string, { release_id: string; clicks: number; plays: number; pre_saves: number }>();
  for (const daily of dailies) {
    if (!inPeriod.has(daily.day)) continue;
    const row = totals.get(daily.release_id) ?? { release_id: daily.release_id, clicks: 0, plays: 0, pre_saves: 0 };
    row.clicks += clicksOf(daily);
    row.plays += playsOf(daily);
    row.pre_saves += daily.pre_saves;
    totals.set(daily.release_id, row);
  }
  return [...totals.values()].sort(
    (a, b) => b.clicks - a.clicks || b.plays - a.plays || b.pre_saves - a.pre_saves || a.release_id.localeCompare(b.release_id),
  );
}

/**
 * A release's plays by track as the admin lists them: every track of its
 * tracklist in play order (zeros included), then, in one row, the plays of
 * tracks no longer on it (`removed`), when there are any.
 */
export function playsByTrack(
  tracklist: readonly { id: string; title: string }[],
  plays: AnalyticsSummary["tracks"],
  removed: string,
): { key: string; title: string; plays: number }[] {
  const byTrack = new Map(plays.map((p) => [p.track_id, p.plays]));
  const rows = tracklist.map((track) => ({ key: track.id, title: track.title, plays: byTrack.get(track.id) ?? 0 }));
  const listed = new Set(tracklist.map((t) => t.id));
  const gone = sum(plays.filter((p) => !listed.has(p.track_id)).map((p) => p.plays));
  return gone > 0 ? [...rows, { key: "removed", title: removed, plays: gone }] : rows;
}
