import { describe, expect, it } from "vitest";
import { indexCatalog, type CatalogAudio } from "../../../src/lib/site/catalog";
import { selectRebuild } from "../../../src/lib/site/dependencies";
import { oembedSubject, releaseEmbed } from "../../../src/lib/site/embeds";
import { embedRoutes, planSite } from "../../../src/lib/site/plan";
import { makeTrack } from "../../factories";
import { catalog, NOW, soon, tide } from "./fixtures";

const SITE = "https://label.example/";

const audio = (trackId: string, releaseId: string): CatalogAudio => ({
  track_id: trackId,
  release_id: releaseId,
  renditions: [{ format: "aac", path: `tracks/${trackId}/full-1.m4a`, bytes: 4_200_000, bitrate_kbps: 256 }],
  preview_renditions: [{ format: "aac", path: `tracks/${trackId}/preview-1.m4a`, bytes: 480_000, bitrate_kbps: 256 }],
  preview_window: { start_seconds: 60, length_seconds: 30 },
  duration_seconds: 200,
  gain_db: 0,
  peaks: [],
});

const COVER = "/media/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/1200x1200.webp";
const tideTracks = { ...tide, image_url: COVER, tracks: [makeTrack({ id: "t1", title: "One" }), makeTrack({ id: "t2", title: "Two", artists: ["Guest"] }), makeTrack({ id: "t3", title: "Silent" })] };
const soonTracks = { ...soon, tracks: [makeTrack({ id: "s1", title: "Single", focus: true }), makeTrack({ id: "s2", title: "Later" })] };
const audioCatalog = {
  ...catalog,
  releases: catalog.releases.map((r) => (r.id === "tide" ? tideTracks : r.id === "soon" ? soonTracks : r)),
  audio: [audio("t1", "tide"), audio("t2", "tide"), audio("s1", "soon"), audio("s2", "soon")],
};

describe("embed pages in the route plan", () => {
  const index = indexCatalog(audioCatalog);

  it("a release where something plays has its embed, and each track that plays has one, in both sizes", () => {
    const paths = embedRoutes(index, NOW).map((r) => r.path);
    expect(paths.filter((p) => p.includes("/tide") || /\/t\d/.test(p)).sort()).toEqual(
      ["/embed/release/tide", "/embed/release/tide/compact", "/embed/track/t1", "/embed/track/t1/compact", "/embed/track/t2", "/embed/track/t2/compact"].sort(),
    );
    // Before release day only the focus track plays: the later one has no embed yet.
    expect(paths.filter((p) => p.includes("/soon") || /\/s\d/.test(p)).sort()).toEqual(["/embed/release/soon", "/embed/release/soon/compact", "/embed/track/s1", "/embed/track/s1/compact"]);
    // No audio, no embed.
    expect(paths.some((p) => p.includes("duet"))).toBe(false);
  });

  it("are in the dependency map: a release's change re-renders its embeds, not another release's; release day brings an upcoming one's new embeds", () => {
    const planned = planSite(index, NOW);
    const { render } = selectRebuild(planned, planned, [{ entity: "releases", id: "tide" }]);
    expect(render.filter((p) => p.startsWith("/embed/"))).toEqual(["/embed/release/tide", "/embed/release/tide/compact", "/embed/track/t1", "/embed/track/t1/compact", "/embed/track/t2", "/embed/track/t2/compact"]);
    expect(planned.get("/embed/track/s1")).toContain("day:2025-09-01");
    // The release-day job records the release as out (a change of it) with the new day: the track that now plays gains its embed.
    const afterDay = planSite(index, new Date("2025-09-01T00:30:00Z"));
    const releaseDay = selectRebuild(planned, afterDay, [{ day: "2025-09-01" }, { entity: "releases", id: "soon" }]).render;
    expect(releaseDay).toEqual(expect.arrayContaining(["/embed/release/soon", "/embed/track/s1", "/embed/track/s2", "/embed/track/s2/compact"]));
    expect(releaseDay.some((p) => p.includes("/embed/track/t"))).toBe(false);
  });

  it("a release whose audio goes loses its embeds", () => {
    const before = planSite(index, NOW);
    const after = planSite(indexCatalog({ ...audioCatalog, audio: audioCatalog.audio.filter((a) => a.release_id !== "tide") }), NOW);
    expect(selectRebuild(before, after, [{ entity: "releases", id: "tide" }]).remove.filter((p) => p.startsWith("/embed/"))).toHaveLength(6);
  });
});

describe("what an oEmbed answer describes", () => {
  const index = indexCatalog(audioCatalog);
  const embed = releaseEmbed(index, index.releasesById.get("tide")!, NOW)!;

  it("a release: its title, its artists and their page, its cover's square sharing image", () => {
    expect(oembedSubject(embed, "release", "tide", "standard", SITE)).toEqual({
      kind: "release",
      id: "tide",
      size: "standard",
      title: "Tide",
      authorName: "Ann",
      authorUrl: "https://label.example/artist/ann",
      thumbnail: { url: "https://label.example/media/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/og-1200x1200.jpg", width: 1200, height: 1200 },
    });
  });

  it("a track that plays: its title and its own artists; a track that does not play: nothing", () => {
    expect(oembedSubject(embed, "track", "t2", "compact", SITE)).toMatchObject({ kind: "track", id: "t2", size: "compact", title: "Two", authorName: "Guest" });
    expect(oembedSubject(embed, "track", "t3", "standard", SITE)).toBeNull();
    expect(oembedSubject(embed, "track", "s1", "standard", SITE)).toBeNull();
  });
});
