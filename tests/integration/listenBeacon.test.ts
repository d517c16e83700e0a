import { beforeEach, describe, expect, it } from "vitest";
import { LISTEN_CLICK_RATE_LIMIT, summarizeAnalytics, type Release } from "../../src/lib/domain";
import { makeRelease } from "../factories";
import { freshRateLimitWindow, RATE_LIMIT_TEST_TIMEOUT, repositories, resetDatabase } from "./support";

const repos = repositories();

const url = () => `http://127.0.0.1:${process.env.FUNCTIONS_PORT}/${process.env.FIREBASE_PROJECT_ID}/us-central1/countListenClick`;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let released: Release;
let ipCounter = 0;
/** A fresh client address per test: the rate limit counts per client. */
let ip: string;

beforeEach(async () => {
  await resetDatabase();
  ip = `203.0.113.${++ipCounter}`;
  released = makeRelease({ spotify_album_id: "1ReelToReelSeedAlbum01", dsp_links: { deezer: "https://www.deezer.com/album/1", tidal: "https://tidal.com/album/1" } });
  await repos.releases.set(released);
});

/** What ListenBeacon sends with navigator.sendBeacon: JSON as text/plain, from a browser. */
function click(body: unknown, { from = ip, userAgent = BROWSER, headers = {} }: { from?: string; userAgent?: string; headers?: Record<string, string> } = {}) {
  return fetch(url(), {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "x-forwarded-for": from, "user-agent": userAgent, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const today = () => repos.analytics.period(1);
async function counted() {
  const days = today();
  return summarizeAnalytics(await repos.analytics.forReleaseSince(released.id, days[0]!), days);
}

describe("countListenClick", () => {
  it("counts a click for the release, platform, page and today — and stores nothing about the visitor", async () => {
    expect((await click({ release_id: released.id, platform: "deezer", source: "release_page" })).status).toBe(204);
    expect((await click({ release_id: released.id, platform: "spotify", source: "release_card" })).status).toBe(204);
    expect((await click({ release_id: released.id, platform: "deezer", source: "pre_save_page" })).status).toBe(204);

    const summary = await counted();
    expect(summary.totals).toEqual({ clicks: 3, pre_saves: 0 });
    expect(summary.platforms).toEqual([
      { platform: "deezer", label: "Deezer", clicks: 2 },
      { platform: "spotify", label: "Spotify", clicks: 1 },
    ]);
    expect(summary.sources).toEqual({ release_page: 1, pre_save_page: 1, release_card: 1 });

    const stored = JSON.stringify(
      [...(await repos.db.collection("analytics_daily").get()).docs, ...(await repos.db.collection("rate_limits").get()).docs].map((d) => [d.id, d.data()]),
    );
    expect(stored).not.toContain(ip);
    expect(stored).not.toContain("Chrome");
  });

  it("ignores obvious bots, programs without a browser's user agent and prefetches, without using the client's allowance", async () => {
    const body = { release_id: released.id, platform: "deezer", source: "release_page" };
    for (const userAgent of ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "facebookexternalhit/1.1", "curl/8.5.0", "node", "Mozilla/5.0 HeadlessChrome/131.0.0.0"]) {
      expect((await click(body, { userAgent })).status).toBe(204);
    }
    expect((await click(body, { headers: { "sec-purpose": "prefetch" } })).status).toBe(204);
    expect((await counted()).totals.clicks).toBe(0);
    expect(await repos.rateLimits.count()).toBe(0);
  });

  it("refuses malformed clicks and links the site does not show, counting nothing", async () => {
    expect((await click("not json")).status).toBe(400);
    expect((await click({ release_id: released.id, platform: "deezer", source: "somewhere" })).status).toBe(400);
    expect((await click({ release_id: released.id, platform: "clicks.deezer", source: "release_page" })).status).toBe(400);
    expect((await click({ release_id: released.id, platform: "x".repeat(2000), source: "release_page" })).status).toBe(413);
    expect((await click({ release_id: released.id, platform: "bandcamp", source: "release_page" })).status).toBe(404);
    expect((await click({ release_id: "c0000000-0000-4000-8000-000000000000", platform: "deezer", source: "release_page" })).status).toBe(404);
    await repos.releases.set({ ...released, is_published: false });
    expect((await click({ release_id: released.id, platform: "deezer", source: "release_page" })).status).toBe(404);
    expect((await fetch(url(), { method: "GET", headers: { "user-agent": BROWSER } })).status).toBe(405);
    expect(await repos.analytics.count()).toBe(0);
  });

  it(`counts at most ${LISTEN_CLICK_RATE_LIMIT.limit} clicks per client and window, then answers 429`, async () => {
    await freshRateLimitWindow(LISTEN_CLICK_RATE_LIMIT.windowMs);
    const body = { release_id: released.id, platform: "tidal", source: "release_page" };
    const statuses: number[] = [];
    for (let i = 0; i <= LISTEN_CLICK_RATE_LIMIT.limit; i++) statuses.push((await click(body)).status);
    expect(statuses.slice(0, LISTEN_CLICK_RATE_LIMIT.limit).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await counted()).totals.clicks).toBe(LISTEN_CLICK_RATE_LIMIT.limit);
    // Another client still counts.
    expect((await click(body, { from: "198.51.100.77" })).status).toBe(204);
    expect((await counted()).totals.clicks).toBe(LISTEN_CLICK_RATE_LIMIT.limit + 1);
  }, RATE_LIMIT_TEST_TIMEOUT);
});
