import { beforeEach, describe, expect, it } from "vitest";
import { AnalyticsRepository } from "../../../src/lib/data/campaigns/analytics";
import { preSaveId } from "../../../src/lib/data/campaigns/preSaves";
import { PERMISSION_DENIED } from "../../../src/lib/domain/access";
import { LABEL_TOTALS_DAYS, addDays } from "../../../src/lib/domain/campaigns";
import { type Release } from "../../../src/lib/domain/catalog";
import { makeRelease, makeReleaseArtist, makeTrack } from "../../factories";
import { callFunction } from "../support";
import { expectError, expectOk, grantCustom, HALDEN, OTHER, repos, setUpStaff, type Staff } from "../contentSupport";

let staff: Staff;
let halden: Release;
let other: Release;
const analytics = new AnalyticsRepository(repos.db);
const today = () => analytics.period(1)[0]!;
const dayStart = (day: string) => new Date(`${day}T12:00:00Z`);

async function addRelease(title: string, artistId: string) {
  const release = makeRelease({
    title,
    artist_id: artistId,
    dsp_links: { deezer: "https://www.deezer.com/album/1" },
    tracks: [makeTrack({ title: "First Light" }), makeTrack({ title: "Second Light" })],
  });
  await repos.releases.set(release);
  await repos.releaseArtists.set(makeReleaseArtist({ release_id: release.id, artist_id: artistId }));
  return release;
}

beforeEach(async () => {
  staff = await setUpStaff();
  halden = await addRelease("Halden Release", HALDEN);
  other = await addRelease("Other Release", OTHER);
  const now = dayStart(today());
  // Halden's: 2 clicks and 1 pre-save today, 1 click 40 days ago. Other's: 3 clicks today.
  for (let i = 0; i < 2; i++) await analytics.countListenClick({ release_id: halden.id, platform: "deezer", source: "release_page" }, now);
  await analytics.countListenClick({ release_id: halden.id, platform: "spotify", source: "release_card" }, dayStart(addDays(today(), -40)));
  await repos.preSaves.create({
    id: preSaveId(halden.id, "fan@example.com", "n"),
    release_id: halden.id,
    email: "fan@example.com",
    created_at: now,
  });
  for (let i = 0; i < 3; i++) await analytics.countListenClick({ release_id: other.id, platform: "deezer", source: "pre_save_page" }, now);
  // And 4 plays of Halden's first track today.
  for (let i = 0; i < 4; i++) await analytics.countPlay({ release_id: halden.id, track_id: halden.tracks[0]!.id }, now);
});

const releaseAnalytics = (data: unknown, idToken?: string) => callFunction("releaseAnalytics", data, idToken);
const labelAnalytics = (idToken?: string) => callFunction("labelAnalytics", {}, idToken);
type ReleaseAnswer = {
  release: { id: string; title: string; tracks: unknown[] };
  summary: { from: string; to: string; totals: unknown; days: unknown[]; platforms: unknown[]; sources: unknown; tracks: unknown[] };
};
type LabelAnswer = { summary: { totals: unknown; days: unknown[] }; top_releases: unknown[]; scope: string };

describe("releaseAnalytics", () => {
  it("gives a release's days, platforms, pages and tracks over 30 days, or 90, with its tracklist's titles", async () => {
    const month = expectOk(await releaseAnalytics({ release_id: halden.id }, staff.admin.idToken)) as ReleaseAnswer;
    expect(month.release).toEqual({
      id: halden.id,
      title: "Halden Release",
      tracks: halden.tracks.map(({ id, title }) => ({ id, title })),
    });
    expect(month.summary.days).toHaveLength(30);
    expect(month.summary.to).toBe(today());
    expect(month.summary.totals).toEqual({ clicks: 2, pre_saves: 1, plays: 4 });
    expect(month.summary.platforms).toEqual([{ platform: "deezer", label: "Deezer", clicks: 2 }]);
    expect(month.summary.sources).toEqual({ release_page: 2, pre_save_page: 0, release_card: 0 });
    expect(month.summary.tracks).toEqual([{ track_id: halden.tracks[0]!.id, plays: 4 }]);
    expect(month.summary.days.at(-1)).toEqual({ day: today(), clicks: 2, pre_saves: 1, plays: 4 });

    const quarter = expectOk(await releaseAnalytics({ release_id: halden.id, days: 90 }, staff.admin.idToken)) as ReleaseAnswer;
    expect(quarter.summary.days).toHaveLength(90);
    expect(quarter.summary.totals).toEqual({ clicks: 3, pre_saves: 1, plays: 4 });
  });

  it("needs releases view for the release's artist", async () => {
    expectError(await releaseAnalytics({ release_id: halden.id }), "UNAUTHENTICATED");
    expectError(await releaseAnalytics({ release_id: halden.id }, staff.fan.idToken), "PERMISSION_DENIED", PERMISSION_DENIED);
    expectOk(await releaseAnalytics({ release_id: halden.id }, staff.editor.idToken));
    expectError(await releaseAnalytics({ release_id: other.id }, staff.editor.idToken), "PERMISSION_DENIED", PERMISSION_DENIED);
    // A role with other grants on releases but no view sees nothing.
    await grantCustom([{ resource: "releases", action: "edit" }]);
    expectError(await releaseAnalytics({ release_id: halden.id }, staff.custom.idToken), "PERMISSION_DENIED", PERMISSION_DENIED);
    await grantCustom([{ resource: "releases", action: "view", artistId: OTHER }]);
    expectOk(await releaseAnalytics({ release_id: other.id }, staff.custom.idToken));
  });

  it("refuses other periods and unknown releases", async () => {
    expectError(await releaseAnalytics({ release_id: halden.id, days: 365 }, staff.admin.idToken), "INVALID_ARGUMENT");
    expectError(await releaseAnalytics({ release_id: "c0000000-0000-4000-8000-000000000000" }, staff.admin.idToken), "NOT_FOUND");
  });
});

describe("labelAnalytics", () => {
  it(`adds up every release over the last ${LABEL_TOTALS_DAYS} days for a global releases view`, async () => {
    const answer = expectOk(await labelAnalytics(staff.admin.idToken)) as LabelAnswer;
    expect(answer.scope).toBe("label");
    expect(answer.summary.days).toHaveLength(LABEL_TOTALS_DAYS);
    expect(answer.summary.totals).toEqual({ clicks: 5, pre_saves: 1, plays: 4 });
    expect(answer.top_releases).toEqual([
      { id: other.id, title: "Other Release", clicks: 3, plays: 0, pre_saves: 0 },
      { id: halden.id, title: "Halden Release", clicks: 2, plays: 4, pre_saves: 1 },
    ]);
  });

  it("counts only the releases a scoped caller may view, and leaves deleted releases out", async () => {
    const answer = expectOk(await labelAnalytics(staff.editor.idToken)) as LabelAnswer;
    expect(answer.scope).toBe("own_artists");
    expect(answer.summary.totals).toEqual({ clicks: 2, pre_saves: 1, plays: 4 });
    expect(answer.top_releases).toEqual([{ id: halden.id, title: "Halden Release", clicks: 2, plays: 4, pre_saves: 1 }]);

    await repos.releases.delete(other.id);
    expect((expectOk(await labelAnalytics(staff.admin.idToken)) as LabelAnswer).summary.totals).toEqual({
      clicks: 2,
      pre_saves: 1,
      plays: 4,
    });
  });

  it("is refused without releases view", async () => {
    expectError(await labelAnalytics(), "UNAUTHENTICATED");
    expectError(await labelAnalytics(staff.fan.idToken), "PERMISSION_DENIED", PERMISSION_DENIED);
    await grantCustom([{ resource: "press", action: "view" }]);
    expectError(await labelAnalytics(staff.custom.idToken), "PERMISSION_DENIED", PERMISSION_DENIED);
  });
});
