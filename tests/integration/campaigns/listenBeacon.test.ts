import { beforeEach, describe, expect, it } from "vitest";
import { LISTEN_CLICK_RATE_LIMIT, PLAY_RATE_LIMIT, summarizeAnalytics } from "../../../src/lib/domain/campaigns";
import { type Release } from "../../../src/lib/domain/catalog";
import { trackAudioSchema } from "../../../src/lib/domain/listening/trackAudio";
import { makeRelease, makeTrack } from "../../factories";
import { freshRateLimitWindow, fromClient, functionUrl, RATE_LIMIT_TEST_TIMEOUT, repositories, resetDatabase } from "../support";

const repos = repositories();

const url = () => functionUrl("countListenClick");
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let released: Release;
const playable = makeTrack({ title: "Plays" });
const silent = makeTrack({ title: "No Audio Yet" });
const focus = makeTrack({ title: "Early Single", focus: true });
let ipCounter = 0;
/** A fresh client address per test: the rate limit counts per client. */
let ip: string;

beforeEach(async () => {
  await resetDatabase();
  ip = `203.0.113.${++ipCounter}`;
  released = makeRelease({
    spotify_album_id: "1ReelToReelSeedAlbum01",
    dsp_links: { deezer: "https://www.deezer.com/album/1", tidal: "https://tidal.com/album/1" },
    tracks: [playable, silent],
  });
  await repos.releases.set(released);
  await readyAudio(released, playable);
});

/** The track's audio as processing leaves it: ready to play. */
const readyAudio = (release: Release, track: { id: string }) =>
  repos.trackAudio.set(
    trackAudioSchema.parse({ track_id: track.id, release_id: release.id, status: "ready", duration_seconds: 200, updated_at: new Date() }),
  );

/** What ListenBeacon sends with navigator.sendBeacon: JSON as text/plain, from a browser. */
function click(
  body: unknown,
  { from = ip, userAgent = BROWSER, headers = {} }: { from?: string; userAgent?: string; headers?: Record<string, string> } = {},
) {
  return fetch(url(), {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", ...fromClient(from), "user-agent": userAgent, ...headers },
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
    expect(summary.totals).toEqual({ clicks: 3, pre_saves: 0, plays: 0 });
    expect(summary.platforms).toEqual([
      { platform: "deezer", label: "Deezer", clicks: 2 },
      { platform: "spotify", label: "Spotify", clicks: 1 },
    ]);
    expect(summary.sources).toEqual({ release_page: 1, pre_save_page: 1, release_card: 1 });

    const stored = JSON.stringify(
      [...(await repos.db.collection("analytics_daily").get()).docs, ...(await repos.db.collection("rate_limits").get()).docs].map((d) => [
        d.id,
        d.data(),
      ]),
    );
    expect(stored).not.toContain(ip);
    expect(stored).not.toContain("Chrome");
  });

  it("ignores obvious bots, programs without a browser's user agent and prefetches, without using the client's allowance", async () => {
    const body = { release_id: released.id, platform: "deezer", source: "release_page" };
    for (const userAgent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "facebookexternalhit/1.1",
      "curl/8.5.0",
      "node",
      "Mozilla/5.0 HeadlessChrome/131.0.0.0",
    ]) {
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
    expect((await click({ release_id: "c0000000-0000-4000-8000-000000000000", platform: "deezer", source: "release_page" })).status).toBe(
      404,
    );
    await repos.releases.set({ ...released, is_published: false });
    expect((await click({ release_id: released.id, platform: "deezer", source: "release_page" })).status).toBe(404);
    expect((await fetch(url(), { method: "GET", headers: { "user-agent": BROWSER } })).status).toBe(405);
    expect(await repos.analytics.count()).toBe(0);
  });

  it(
    `counts at most ${LISTEN_CLICK_RATE_LIMIT.limit} clicks per client and window, then answers 429`,
    async () => {
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
    },
    RATE_LIMIT_TEST_TIMEOUT,
  );
});

describe("countListenClick: plays", () => {
  const play = (track: { id: string } = playable, release: { id: string } = released) => ({
    kind: "play",
    release_id: release.id,
    track_id: track.id,
  });

  it("records a play for the release, track and today, once per report — and stores nothing about the listener", async () => {
    expect((await click(play())).status).toBe(204);
    let summary = await counted();
    expect(summary.totals).toEqual({ clicks: 0, pre_saves: 0, plays: 1 });
    expect(summary.tracks).toEqual([{ track_id: playable.id, plays: 1 }]);
    expect(summary.days).toEqual([{ day: today()[0], clicks: 0, pre_saves: 0, plays: 1 }]);

    // Another start of the track (another listener, or the same one again) is another play.
    expect((await click(play(), { from: "198.51.100.9" })).status).toBe(204);
    summary = await counted();
    expect(summary.tracks).toEqual([{ track_id: playable.id, plays: 2 }]);

    const stored = JSON.stringify(
      [...(await repos.db.collection("analytics_daily").get()).docs, ...(await repos.db.collection("rate_limits").get()).docs].map((d) => [
        d.id,
        d.data(),
      ]),
    );
    expect(stored).not.toContain(ip);
    expect(stored).not.toContain("198.51.100.9");
    expect(stored).not.toContain("Chrome");
  });

  it("ignores bots and prefetches as for clicks", async () => {
    expect((await click(play(), { userAgent: "Mozilla/5.0 HeadlessChrome/131.0.0.0" })).status).toBe(204);
    expect((await click(play(), { userAgent: "curl/8.5.0" })).status).toBe(204);
    expect((await click(play(), { headers: { purpose: "prefetch" } })).status).toBe(204);
    expect(await repos.analytics.count()).toBe(0);
    expect(await repos.rateLimits.count()).toBe(0);
  });

  it("refuses malformed plays and tracks the site does not play now with a 4xx, counting nothing", async () => {
    const statuses = async (bodies: unknown[]) => Promise.all(bodies.map(async (body) => (await click(body)).status));
    expect(
      await statuses([
        { kind: "play", release_id: released.id },
        { kind: "play", release_id: released.id, track_id: "not-a-track" },
        { kind: "play", release_id: released.id, track_id: playable.id, extra: "x".repeat(2000) },
        { kind: "listen", release_id: released.id, track_id: playable.id },
        { kind: "play", release_id: released.id, platform: "deezer", source: "release_page" },
        [play()],
        "play",
      ]),
    ).toEqual([400, 400, 413, 400, 400, 400, 400]);

    // Not on the release, without ready audio, of another release, of an unknown or unpublished release: not played by the site.
    const other = makeRelease({ tracks: [makeTrack()] });
    await repos.releases.set(other);
    await readyAudio(other, other.tracks[0]!);
    const upcoming = makeRelease({ release_date: "2999-01-01", tracks: [makeTrack(), focus] });
    await repos.releases.set(upcoming);
    await readyAudio(upcoming, upcoming.tracks[0]!);
    expect(
      await statuses([
        play(makeTrack()),
        play(silent),
        play(other.tracks[0]!),
        play(playable, other),
        play(playable, { id: "c0000000-0000-4000-8000-000000000000" }),
        play(upcoming.tracks[0]!, upcoming),
      ]),
    ).toEqual([404, 404, 404, 404, 404, 404]);
    await repos.releases.set({ ...released, is_published: false });
    expect((await click(play())).status).toBe(404);
    expect(await repos.analytics.count()).toBe(0);

    // A focus track plays before release day, so its play counts.
    await readyAudio(upcoming, focus);
    expect((await click(play(focus, upcoming))).status).toBe(204);
    expect(await repos.analytics.count()).toBe(1);
  });

  it(
    `counts at most ${PLAY_RATE_LIMIT.limit} plays per client and window, apart from its clicks, then answers 429`,
    async () => {
      await freshRateLimitWindow(PLAY_RATE_LIMIT.windowMs);
      const statuses: number[] = [];
      for (let i = 0; i <= PLAY_RATE_LIMIT.limit; i++) statuses.push((await click(play())).status);
      expect(statuses.slice(0, PLAY_RATE_LIMIT.limit).every((s) => s === 204)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect((await counted()).totals.plays).toBe(PLAY_RATE_LIMIT.limit);
      // The client's clicks keep their own allowance; another client's plays still count.
      expect((await click({ release_id: released.id, platform: "deezer", source: "release_page" })).status).toBe(204);
      expect((await click(play(), { from: "198.51.100.78" })).status).toBe(204);
      expect((await counted()).totals).toEqual({ clicks: 1, pre_saves: 0, plays: PLAY_RATE_LIMIT.limit + 1 });
    },
    RATE_LIMIT_TEST_TIMEOUT,
  );
});
