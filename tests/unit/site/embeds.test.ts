import { describe, expect, it } from "vitest";
import { indexCatalog } from "../../../src/lib/site/catalog";
import { selectRebuild } from "../../../src/lib/site/dependencies";
import { oembedSubject, releaseEmbed } from "../../../src/lib/site/embeds";
import { embedRoutes, planSite } from "../../../src/lib/site/plan";
import { embedPath } from "../../../src/lib/domain/listening/embed";
import { makeTrack } from "../../factories";
import { catalog, NOW, readyAudio, soon, tide } from "./fixtures";

const SITE = "https://label.example/";

const COVER = "/media/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/1200x1200.webp";
const tideTracks = {
  ...tide,
  image_url: COVER,
  tracks: [
    makeTrack({ id: "t1", title: "One" }),
    makeTrack({ id: "t2", title: "Two", artists: ["Guest"] }),
    makeTrack({ id: "t3", title: "Silent" }),
  ],
};
const soonTracks = { ...soon, tracks: [makeTrack({ id: "s1", title: "Single", focus: true }), makeTrack({ id: "s2", title: "Later" })] };
const audioCatalog = {
  ...catalog,
  releases: catalog.releases.map((r) => (r.id === "tide" ? tideTracks : r.id === "soon" ? soonTracks : r)),
  audio: [readyAudio("t1", "tide"), readyAudio("t2", "tide"), readyAudio("s1", "soon"), readyAudio("s2", "soon")],
};

describe("embed pages in the route plan", () => {
  const index = indexCatalog(audioCatalog);

  it("a release where something plays has one embed page, which serves its playing tracks' embeds too", () => {
    const routes = embedRoutes(index, NOW);
    expect(routes.map((r) => r.path).sort()).toEqual(["/embed/release/soon", "/embed/release/tide"]);
    // Each playing track is the page at its fragment; before release day only the focus track plays.
    const playing = (id: string) => routes.find((r) => r.embed.release.id === id)!.embed.playable.map((row) => embedPath(id, row.id));
    expect(playing("tide")).toEqual(["/embed/release/tide#track-t1", "/embed/release/tide#track-t2"]);
    expect(playing("soon")).toEqual(["/embed/release/soon#track-s1"]);
    // No audio, no embed.
    expect(routes.some((r) => r.path.includes("duet"))).toBe(false);
  });

  it("are in the dependency map: a release's change re-renders its embed, not another release's; release day brings an upcoming one's new tracks", () => {
    const planned = planSite(index, NOW);
    const { render } = selectRebuild(planned, planned, [{ entity: "releases", id: "tide" }]);
    expect(render.filter((p) => p.startsWith("/embed/"))).toEqual(["/embed/release/tide"]);
    expect(planned.get("/embed/release/soon")).toContain("day:2025-09-01");
    // The release-day job records the release as out (a change of it) with the new day: its page is rendered with the track that now plays.
    const afterDay = planSite(index, new Date("2025-09-01T00:30:00Z"));
    const releaseDay = selectRebuild(planned, afterDay, [{ day: "2025-09-01" }, { entity: "releases", id: "soon" }]).render;
    expect(releaseDay.filter((p) => p.startsWith("/embed/"))).toEqual(["/embed/release/soon"]);
    const soonAfter = embedRoutes(index, new Date("2025-09-01T00:30:00Z")).find((r) => r.embed.release.id === "soon")!;
    expect(soonAfter.embed.playable.map((row) => row.id)).toEqual(["s1", "s2"]);
  });

  it("a release whose audio goes loses its embed", () => {
    const before = planSite(index, NOW);
    const after = planSite(indexCatalog({ ...audioCatalog, audio: audioCatalog.audio.filter((a) => a.release_id !== "tide") }), NOW);
    expect(selectRebuild(before, after, [{ entity: "releases", id: "tide" }]).remove.filter((p) => p.startsWith("/embed/"))).toEqual([
      "/embed/release/tide",
    ]);
  });
});

describe("what an oEmbed answer describes", () => {
  const index = indexCatalog(audioCatalog);
  const embed = releaseEmbed(index, index.releasesById.get("tide")!, NOW)!;

  it("a release: its title, its artists and their page, its cover's square sharing image", () => {
    expect(oembedSubject(embed, null, SITE)).toEqual({
      kind: "release",
      releaseId: "tide",
      trackId: null,
      title: "Tide",
      authorName: "Ann",
      authorUrl: "https://label.example/artist/ann",
      thumbnail: { url: "https://label.example/media/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/og-1200x1200.jpg", width: 1200, height: 1200 },
    });
  });

  it("a track that plays: its title and its own artists; a track that does not play, or is another release's: nothing", () => {
    expect(oembedSubject(embed, "t2", SITE)).toMatchObject({
      kind: "track",
      releaseId: "tide",
      trackId: "t2",
      title: "Two",
      authorName: "Guest",
    });
    expect(oembedSubject(embed, "t3", SITE)).toBeNull();
    expect(oembedSubject(embed, "s1", SITE)).toBeNull();
  });
});
