import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LINKS_DOWN_UPC } from "../../../scripts/stack/fakes/fixtures";
import type { RunningFake } from "../../../scripts/stack/fakes/jsonServer";
import { startMusicbrainzFake } from "../../../scripts/stack/fakes/musicbrainzFake";
import { defaultMusicbrainzUserAgent, integrationsConfig } from "../../../src/lib/integrations/config";
import { isUpstreamError } from "../../../src/lib/integrations/errors";
import { MusicbrainzClient } from "../../../src/lib/integrations/musicbrainzClient";
import { SlidingWindowQueue } from "../../../src/lib/integrations/rateQueue";
import { DEFAULT_RETRY_POLICY } from "../../../src/lib/integrations/retryPolicy";

/** The client against the fake MusicBrainz, on a clock that moves only when the rate queue sleeps. */
let fake: RunningFake;
beforeAll(async () => {
  fake = await startMusicbrainzFake(0);
});
afterAll(() => fake.close());

function client(overrides: { userAgent?: string } = {}) {
  const clock = { now: 0, backoffs: [] as number[] };
  const queueClock = { now: () => clock.now, sleep: async (ms: number) => void (clock.now += ms) };
  const config = { ...integrationsConfig({ MUSICBRAINZ_API_URL: `${fake.url}/ws/2` }).musicbrainz, ...overrides };
  const queue = new SlidingWindowQueue(config.requestsPerSecond, 1_000, queueClock);
  const musicbrainz = new MusicbrainzClient(
    config,
    { timeoutMs: 2_000, retry: DEFAULT_RETRY_POLICY, sleep: async (ms) => void clock.backoffs.push(ms) },
    queue,
  );
  return { musicbrainz, clock };
}

describe("MusicbrainzClient", () => {
  it("finds a release by barcode and reads its and its release group's links, one request a second", async () => {
    const { musicbrainz, clock } = client();
    const found = await musicbrainz.releaseLinks({ upc: "199000000011", isrc: null });
    expect(found?.pageUrl).toBe("https://musicbrainz.org/release/a0c0ffee-0000-4000-8000-000000000001");
    expect(Object.keys(found?.links ?? {})).toHaveLength(18);
    expect(found?.links).toMatchObject({ beatport: expect.stringContaining("beatport.com"), discogs: "https://www.discogs.com/master/1" });
    // Search, release, release group: each in its own second.
    expect(clock.now).toBe(2_000);
  });

  it("falls back to the ISRC when the barcode is unknown", async () => {
    const { musicbrainz } = client();
    const found = await musicbrainz.releaseLinks({ upc: "000000000000", isrc: "USLBL2500603" });
    expect(found?.links.qobuz).toBe("https://open.qobuz.com/album/q400000007");
  });

  it("is null for a release MusicBrainz does not know", async () => {
    const { musicbrainz } = client();
    expect(await musicbrainz.releaseLinks({ upc: "199000000042", isrc: "USLBL2400301" })).toBeNull();
    expect(await musicbrainz.releaseLinks({ upc: null, isrc: null })).toBeNull();
  });

  it("says who is asking, as MusicBrainz requires; an anonymous client is refused", async () => {
    expect(defaultMusicbrainzUserAgent()).toMatch(/^StaticBloomRecords\/1\.0 \( \S+@\S+ \)$/);
    const anonymous = client({ userAgent: "node" }).musicbrainz;
    const error = await anonymous.releaseLinks({ upc: "199000000011", isrc: null }).catch((e: unknown) => e);
    expect(isUpstreamError(error, "http") && error.status).toBe(403);
  });

  it("backs off while MusicBrainz is unavailable, holding the queue, then fails as the service's failure", async () => {
    const { musicbrainz, clock } = client();
    const error = await musicbrainz.releaseLinks({ upc: LINKS_DOWN_UPC, isrc: null }).catch((e: unknown) => e);
    expect(isUpstreamError(error, "http") && error.status).toBe(503);
    expect(clock.backoffs).toEqual([500, 1_000]);
    // No retry started before its backoff was over: the three attempts span the two waits.
    expect(clock.now).toBeGreaterThanOrEqual(1_500);
  });
});
