import { beforeEach, describe, expect, it } from "vitest";
import { ANALYTICS_SHARDS, summarizeAnalytics } from "../../../src/lib/domain/campaigns";
import { AnalyticsRepository } from "../../../src/lib/data/campaigns/analytics";
import { PreSavesRepository, preSaveId } from "../../../src/lib/data/campaigns/preSaves";
import { repositories, resetDatabase } from "../support";

const repos = repositories();
beforeEach(resetDatabase);

const RELEASE = "b0000000-0000-4000-8000-0000000000a1";
const OTHER = "b0000000-0000-4000-8000-0000000000a2";
const noon = new Date("2025-03-01T12:00:00Z");

/** Always the same shard, or shards in turn: tests decide where counts land. */
const fixedShard = (shard: number) => () => shard;
function shardsInTurn() {
  let next = 0;
  return () => next++ % ANALYTICS_SHARDS;
}

const rawDocuments = async () => (await repos.db.collection("analytics_daily").get()).docs.map((d) => ({ id: d.id, ...d.data() }));

describe("analytics counters", () => {
  it("counts clicks per platform and page on the day, keeping every other counter of the document", async () => {
    const analytics = new AnalyticsRepository(repos.db, "UTC", fixedShard(3));
    await analytics.countListenClick({ release_id: RELEASE, platform: "spotify", source: "release_page" }, noon);
    await analytics.countListenClick({ release_id: RELEASE, platform: "spotify", source: "release_card" }, noon);
    await analytics.countListenClick({ release_id: RELEASE, platform: "appleMusic", source: "pre_save_page" }, noon);

    expect(await rawDocuments()).toEqual([
      {
        id: `${RELEASE}_2025-03-01_3`,
        release_id: RELEASE,
        day: "2025-03-01",
        shard: 3,
        click_spotify: 2,
        click_appleMusic: 1,
        source_release_page: 1,
        source_release_card: 1,
        source_pre_save_page: 1,
      },
    ]);
    expect(await analytics.forReleaseSince(RELEASE, "2025-03-01")).toEqual([
      {
        id: `${RELEASE}_2025-03-01_3`,
        release_id: RELEASE,
        day: "2025-03-01",
        shard: 3,
        pre_saves: 0,
        clicks: { spotify: 2, appleMusic: 1 },
        clicks_by_source: { release_page: 1, release_card: 1, pre_save_page: 1 },
        plays: {},
      },
    ]);
  });

  it("counts plays per track on the day, beside the clicks of the same document", async () => {
    const analytics = new AnalyticsRepository(repos.db, "UTC", fixedShard(2));
    const [one, two] = ["c0000000-0000-4000-8000-0000000000b1", "c0000000-0000-4000-8000-0000000000b2"];
    await analytics.countPlay({ release_id: RELEASE, track_id: one }, noon);
    await analytics.countPlay({ release_id: RELEASE, track_id: one }, noon);
    await analytics.countPlay({ release_id: RELEASE, track_id: two }, noon);
    await analytics.countListenClick({ release_id: RELEASE, platform: "spotify", source: "release_page" }, noon);

    expect(await rawDocuments()).toEqual([
      {
        id: `${RELEASE}_2025-03-01_2`,
        release_id: RELEASE,
        day: "2025-03-01",
        shard: 2,
        play_c00000000000400080000000000000b1: 2,
        play_c00000000000400080000000000000b2: 1,
        click_spotify: 1,
        source_release_page: 1,
      },
    ]);
    const summary = summarizeAnalytics(await analytics.forReleaseSince(RELEASE, "2025-03-01"), ["2025-03-01"]);
    expect(summary.totals).toEqual({ pre_saves: 0, clicks: 1, plays: 3 });
    expect(summary.tracks).toEqual([
      { track_id: one, plays: 2 },
      { track_id: two, plays: 1 },
    ]);
  });

  it("files a moment under the label's calendar day, not UTC's", async () => {
    const auckland = new AnalyticsRepository(repos.db, "Pacific/Auckland", fixedShard(0));
    await auckland.countListenClick({ release_id: RELEASE, platform: "tidal", source: "release_page" }, noon);
    const newYork = new AnalyticsRepository(repos.db, "America/New_York", fixedShard(0));
    await newYork.countListenClick({ release_id: RELEASE, platform: "tidal", source: "release_page" }, new Date("2025-03-01T03:00:00Z"));
    expect((await rawDocuments()).map((d) => d.id).sort()).toEqual([`${RELEASE}_2025-02-28_0`, `${RELEASE}_2025-03-02_0`]);
  });

  it("loses no count under concurrent increments of one document (atomic, no read-modify-write)", async () => {
    const analytics = new AnalyticsRepository(repos.db, "UTC", fixedShard(0));
    await Promise.all(
      Array.from({ length: 40 }, () =>
        analytics.countListenClick({ release_id: RELEASE, platform: "deezer", source: "release_page" }, noon),
      ),
    );
    const [doc] = await analytics.forReleaseSince(RELEASE, "2025-03-01");
    expect(doc!.clicks).toEqual({ deezer: 40 });
  });

  it("adds a day's shards together, and reads one release from a day on", async () => {
    const analytics = new AnalyticsRepository(repos.db, "UTC", shardsInTurn());
    for (let i = 0; i < ANALYTICS_SHARDS + 2; i++)
      await analytics.countListenClick({ release_id: RELEASE, platform: "spotify", source: "release_page" }, noon);
    await analytics.countListenClick(
      { release_id: RELEASE, platform: "spotify", source: "release_page" },
      new Date("2025-02-27T12:00:00Z"),
    );
    await analytics.countListenClick({ release_id: OTHER, platform: "spotify", source: "release_page" }, noon);

    expect(await repos.analytics.count()).toBe(ANALYTICS_SHARDS + 2);
    const mine = await analytics.forReleaseSince(RELEASE, "2025-02-28");
    expect(mine.every((d) => d.release_id === RELEASE && d.day === "2025-03-01")).toBe(true);
    expect(summarizeAnalytics(mine, ["2025-02-28", "2025-03-01"]).days).toEqual([
      { day: "2025-02-28", pre_saves: 0, clicks: 0, plays: 0 },
      { day: "2025-03-01", pre_saves: 0, clicks: ANALYTICS_SHARDS + 2, plays: 0 },
    ]);
    expect((await analytics.since("2025-03-01")).map((d) => d.release_id).sort()).toEqual(
      [...Array(ANALYTICS_SHARDS).fill(RELEASE), OTHER].sort(),
    );
    expect(await analytics.since("2025-03-02")).toEqual([]);
  });
});

describe("pre-saves counted by the data layer", () => {
  it("counts a recorded pre-save on its day, in the same batch; a repeat fails with ALREADY_EXISTS and counts nothing", async () => {
    const preSaves = new PreSavesRepository(repos.db, new AnalyticsRepository(repos.db, "UTC", fixedShard(1)));
    const preSave = { id: preSaveId(RELEASE, "fan@example.com", "n"), release_id: RELEASE, email: "fan@example.com", created_at: noon };
    await preSaves.create(preSave);
    await expect(preSaves.create(preSave)).rejects.toMatchObject({ code: 6 });
    await preSaves.create({ id: preSaveId(RELEASE, null, "anonymous"), release_id: RELEASE, email: null, created_at: noon });

    expect(await preSaves.countForRelease(RELEASE)).toBe(2);
    const docs = await rawDocuments();
    expect(docs).toEqual([{ id: `${RELEASE}_2025-03-01_1`, release_id: RELEASE, day: "2025-03-01", shard: 1, pre_saves: 2 }]);
    // The counters say nothing about who pre-saved.
    expect(JSON.stringify(docs)).not.toContain("fan@example.com");
  });

  it("the shared repositories count pre-saves too", async () => {
    await repos.preSaves.create({
      id: preSaveId(RELEASE, "a@example.com", "n"),
      release_id: RELEASE,
      email: "a@example.com",
      created_at: noon,
    });
    const [counted] = summarizeAnalytics(await repos.analytics.forReleaseSince(RELEASE, "2025-03-01"), ["2025-03-01"]).days;
    expect(counted).toEqual({ day: "2025-03-01", pre_saves: 1, clicks: 0, plays: 0 });
  });
});
