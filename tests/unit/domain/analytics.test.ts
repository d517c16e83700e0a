import { describe, expect, it } from "vitest";
import { LABEL } from "../../../src/config/label";
import {
  addDays,
  analyticsDailyFromFields,
  analyticsDailySchema,
  dayRange,
  isBotUserAgent,
  isPrefetch,
  listenBeaconSchema,
  listenClickSchema,
  playsByTrack,
  releaseTotals,
  summarizeAnalytics,
  type AnalyticsDaily,
} from "../../../src/lib/domain/campaigns";
import { todayIsoDate, zonedTimeToDate } from "../../../src/lib/domain/shared";

const BROWSERS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  "Mozilla/5.0 (Linux; Android 9; CUBOT P30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
];

const BOTS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
  "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "Twitterbot/1.0",
  "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  "WhatsApp/2.23.20.0",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
  "curl/8.5.0",
  "python-requests/2.32.3",
  "node",
  "",
];

describe("bot detection", () => {
  it("lets the browsers people use through", () => {
    expect(BROWSERS.filter(isBotUserAgent)).toEqual([]);
  });

  it("ignores crawlers, link previewers, headless browsers, HTTP libraries and requests without a user agent", () => {
    expect(BOTS.filter((ua) => !isBotUserAgent(ua))).toEqual([]);
    expect(isBotUserAgent(undefined)).toBe(true);
  });

  it("recognises prefetches and prerenders by their headers", () => {
    expect(isPrefetch({ "sec-purpose": "prefetch;prerender" })).toBe(true);
    expect(isPrefetch({ purpose: "prefetch" })).toBe(true);
    expect(isPrefetch({ "x-moz": "prefetch" })).toBe(true);
    expect(isPrefetch({ "user-agent": BROWSERS[0] })).toBe(false);
  });
});

describe("days in the label's time zone", () => {
  it("files a moment under the calendar day of the zone", () => {
    const instant = new Date("2025-03-01T12:00:00Z");
    expect(todayIsoDate(instant, "UTC")).toBe("2025-03-01");
    expect(todayIsoDate(instant, "Pacific/Auckland")).toBe("2025-03-02");
    expect(todayIsoDate(new Date("2025-03-01T03:00:00Z"), "America/New_York")).toBe("2025-02-28");
  });

  it("starts each day at the zone's midnight, across clock changes too", () => {
    for (const timeZone of [LABEL.timeZone, "Europe/Berlin", "America/Los_Angeles", "Australia/Adelaide"]) {
      for (const wall of [
        { year: 2025, month: 3, day: 30 },
        { year: 2025, month: 10, day: 26 },
        { year: 2024, month: 2, day: 29 },
      ]) {
        const midnight = zonedTimeToDate(wall, timeZone);
        const day = `${wall.year}-${String(wall.month).padStart(2, "0")}-${String(wall.day).padStart(2, "0")}`;
        expect(todayIsoDate(midnight, timeZone)).toBe(day);
        expect(todayIsoDate(new Date(midnight.getTime() - 1), timeZone)).toBe(addDays(day, -1));
      }
    }
  });

  it("counts calendar days across months, years and leap days", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-02-28", 1)).toBe("2025-03-01");
    expect(addDays("2025-01-01", -1)).toBe("2024-12-31");
    expect(dayRange("2025-03-02", 4)).toEqual(["2025-02-27", "2025-02-28", "2025-03-01", "2025-03-02"]);
    expect(dayRange("2025-03-02", 90)).toHaveLength(90);
    expect(dayRange("2025-03-02", 90)[0]).toBe("2024-12-03");
  });
});

const daily = (overrides: Partial<AnalyticsDaily> & Pick<AnalyticsDaily, "release_id" | "day">): AnalyticsDaily =>
  analyticsDailySchema.parse({ id: `${overrides.release_id}_${overrides.day}_${overrides.shard ?? 0}`, ...overrides });

describe("aggregation", () => {
  const days = ["2025-03-01", "2025-03-02", "2025-03-03"];
  const dailies = [
    daily({
      release_id: "a",
      day: "2025-03-01",
      shard: 0,
      pre_saves: 2,
      clicks: { spotify: 3, deezer: 1 },
      clicks_by_source: { release_page: 4 },
    }),
    daily({
      release_id: "a",
      day: "2025-03-01",
      shard: 5,
      clicks: { spotify: 1 },
      clicks_by_source: { release_card: 1 },
      plays: { t1: 2, t2: 1 },
    }),
    daily({ release_id: "a", day: "2025-03-02", shard: 3, plays: { t1: 1 } }),
    daily({
      release_id: "b",
      day: "2025-03-03",
      pre_saves: 1,
      clicks: { bandcamp: 2 },
      clicks_by_source: { pre_save_page: 2 },
      plays: { t9: 7 },
    }),
    // Outside the period: left out.
    daily({
      release_id: "a",
      day: "2025-02-28",
      pre_saves: 9,
      clicks: { spotify: 9 },
      clicks_by_source: { release_page: 9 },
      plays: { t2: 9 },
    }),
  ];

  it("adds shards and releases into every day of the period, zeros included", () => {
    const summary = summarizeAnalytics(dailies, days);
    expect(summary.from).toBe("2025-03-01");
    expect(summary.to).toBe("2025-03-03");
    expect(summary.days).toEqual([
      { day: "2025-03-01", pre_saves: 2, clicks: 5, plays: 3 },
      { day: "2025-03-02", pre_saves: 0, clicks: 0, plays: 1 },
      { day: "2025-03-03", pre_saves: 1, clicks: 2, plays: 7 },
    ]);
    expect(summary.totals).toEqual({ pre_saves: 3, clicks: 7, plays: 11 });
    expect(summary.platforms).toEqual([
      { platform: "spotify", label: "Spotify", clicks: 4 },
      { platform: "bandcamp", label: "Bandcamp", clicks: 2 },
      { platform: "deezer", label: "Deezer", clicks: 1 },
    ]);
    expect(summary.sources).toEqual({ release_page: 4, pre_save_page: 2, release_card: 1 });
    expect(summary.tracks).toEqual([
      { track_id: "t9", plays: 7 },
      { track_id: "t1", plays: 3 },
      { track_id: "t2", plays: 1 },
    ]);
  });

  it("is all zeros without counters", () => {
    const summary = summarizeAnalytics([], days);
    expect(summary.totals).toEqual({ pre_saves: 0, clicks: 0, plays: 0 });
    expect(summary.platforms).toEqual([]);
    expect(summary.tracks).toEqual([]);
    expect(summary.days.every((d) => d.clicks === 0 && d.pre_saves === 0 && d.plays === 0)).toBe(true);
  });

  it("ranks releases by clicks, then plays, then pre-saves, within the period", () => {
    expect(releaseTotals(dailies, days)).toEqual([
      { release_id: "a", clicks: 5, plays: 4, pre_saves: 2 },
      { release_id: "b", clicks: 2, plays: 7, pre_saves: 1 },
    ]);
    const tie = [
      daily({ release_id: "c", day: "2025-03-01", pre_saves: 5 }),
      daily({ release_id: "d", day: "2025-03-01", plays: { t: 1 } }),
    ];
    expect(releaseTotals(tie, days).map((r) => r.release_id)).toEqual(["d", "c"]);
  });

  it("lists a release's plays by track in play order, zeros included, and the plays of removed tracks in one row", () => {
    const tracklist = [
      { id: "t1", title: "One" },
      { id: "t2", title: "Two" },
      { id: "t3", title: "Three" },
    ];
    const plays = [
      { track_id: "gone-a", plays: 4 },
      { track_id: "t2", plays: 3 },
      { track_id: "gone-b", plays: 1 },
      { track_id: "t1", plays: 1 },
    ];
    expect(playsByTrack(tracklist, plays, "Removed")).toEqual([
      { key: "t1", title: "One", plays: 1 },
      { key: "t2", title: "Two", plays: 3 },
      { key: "t3", title: "Three", plays: 0 },
      { key: "removed", title: "Removed", plays: 5 },
    ]);
    expect(playsByTrack(tracklist, [], "Removed").map((row) => row.plays)).toEqual([0, 0, 0]);
    expect(playsByTrack([], [], "Removed")).toEqual([]);
  });

  it("reads stored top-level counter fields back into the model's maps", () => {
    const track = "c0000000-0000-4000-8000-0000000000b2";
    const fields = {
      release_id: "a",
      day: "2025-03-01",
      shard: 2,
      pre_saves: 1,
      click_spotify: 2,
      click_appleMusic: 1,
      source_release_page: 3,
      play_c00000000000400080000000000000b2: 4,
    };
    expect(analyticsDailySchema.parse(analyticsDailyFromFields("a_2025-03-01_2", fields))).toEqual({
      id: "a_2025-03-01_2",
      release_id: "a",
      day: "2025-03-01",
      shard: 2,
      pre_saves: 1,
      clicks: { spotify: 2, appleMusic: 1 },
      clicks_by_source: { release_page: 3 },
      plays: { [track]: 4 },
    });
  });
});

const RELEASE_ID = "b0000000-0000-4000-8000-0000000000a1";

describe("the beacon's click", () => {
  it("takes a release id, a platform key and one of the three pages", () => {
    expect(listenClickSchema.safeParse({ release_id: RELEASE_ID, platform: "appleMusic", source: "release_card" }).success).toBe(true);
    for (const bad of [
      { release_id: RELEASE_ID, platform: "apple.music", source: "release_card" },
      { release_id: RELEASE_ID, platform: "a_b", source: "release_card" },
      { release_id: RELEASE_ID, platform: "spotify", source: "home" },
      { release_id: "", platform: "spotify", source: "release_page" },
      { release_id: "../../etc", platform: "spotify", source: "release_page" },
      { platform: "spotify", source: "release_page" },
    ]) {
      expect(listenClickSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("the beacon's reports", () => {
  const TRACK_ID = "c0000000-0000-4000-8000-0000000000b2";

  it("takes a click (named, or as pages sent it before plays were counted) or a play of a track", () => {
    const click = { release_id: RELEASE_ID, platform: "spotify", source: "release_page" };
    expect(listenBeaconSchema.parse(click)).toEqual(click);
    expect(listenBeaconSchema.parse({ ...click, kind: "click" })).toEqual({ ...click, kind: "click" });
    expect(listenBeaconSchema.parse({ kind: "play", release_id: RELEASE_ID, track_id: TRACK_ID })).toEqual({
      kind: "play",
      release_id: RELEASE_ID,
      track_id: TRACK_ID,
    });
  });

  it("refuses a play without a valid track, a play shaped as a click, and an unknown kind", () => {
    for (const bad of [
      { kind: "play", release_id: RELEASE_ID },
      { kind: "play", release_id: RELEASE_ID, track_id: "track 1" },
      { kind: "play", release_id: RELEASE_ID, track_id: `${TRACK_ID}_x` },
      { kind: "play", release_id: RELEASE_ID, platform: "spotify", source: "release_page" },
      { kind: "view", release_id: RELEASE_ID, track_id: TRACK_ID },
      { kind: "click", release_id: RELEASE_ID, track_id: TRACK_ID },
    ]) {
      expect(listenBeaconSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
