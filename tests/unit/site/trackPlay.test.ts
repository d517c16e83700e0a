import { describe, expect, it } from "vitest";
import { indexCatalog, type CatalogAudio } from "../../../src/lib/site/catalog";
import { applyCatalogUpdates, parseCatalog, serializeCatalog } from "../../../src/lib/site/catalogSnapshot";
import { trackListen, waveformBars } from "../../../src/lib/site/trackPlay";
import { artistPage, releasePage } from "../../../src/lib/site/views";
import { artistRoutes } from "../../../src/lib/site/plan";
import { makeRelease, makeTrack } from "../../factories";
import { ann, bob, catalog, NOW, soon, tide } from "./fixtures";

const audio = (trackId: string, releaseId: string, overrides: Partial<CatalogAudio> = {}): CatalogAudio => ({
  track_id: trackId,
  release_id: releaseId,
  renditions: [
    { format: "aac", path: `tracks/${trackId}/full-1.m4a`, bytes: 10, bitrate_kbps: 128 },
    { format: "opus", path: `tracks/${trackId}/full-1.ogg`, bytes: 10, bitrate_kbps: 96 },
  ],
  preview_renditions: [{ format: "opus", path: `tracks/${trackId}/preview-1.ogg`, bytes: 5, bitrate_kbps: 96 }],
  preview_window: { start_seconds: 60, length_seconds: 30 },
  duration_seconds: 200.5,
  gain_db: -2.5,
  peaks: [0.1, 0.5, 0.9, 0.3],
  ...overrides,
});

describe("what a track's row plays", () => {
  const track = makeTrack({ id: "t1", title: "One" });
  const released = makeRelease({ id: "r1", release_date: "2025-01-01", listening: "full" });

  it("a full release plays the whole track from its renditions, Opus first, at its gain", () => {
    const listen = trackListen(released, track, audio("t1", "r1"), NOW);
    expect(listen).toMatchObject({
      state: "playable",
      play: {
        id: "t1",
        releaseId: "r1",
        title: "One",
        sources: [
          { src: "/audio/t1/full-1.ogg", type: "audio/ogg; codecs=opus" },
          { src: "/audio/t1/full-1.m4a", type: "audio/mp4; codecs=mp4a.40.2" },
        ],
        seconds: 200.5,
        gainDb: -2.5,
        preview: false,
      },
    });
  });

  it("a preview release plays the preview rendition, which lasts the window", () => {
    const listen = trackListen({ ...released, listening: "preview" }, track, audio("t1", "r1"), NOW);
    expect(listen).toMatchObject({
      state: "playable",
      play: { sources: [{ src: "/audio/t1/preview-1.ogg" }], seconds: 30, preview: true },
    });
  });

  it("before release day only a focus track plays; without audio a track plays nothing", () => {
    const upcoming = { ...released, release_date: "2025-09-01" };
    expect(trackListen(upcoming, track, audio("t1", "r1"), NOW)).toEqual({ state: "locked" });
    expect(trackListen(upcoming, { ...track, focus: true }, audio("t1", "r1"), NOW).state).toBe("playable");
    expect(trackListen(released, track, undefined, NOW)).toEqual({ state: "silent" });
    expect(trackListen(released, track, audio("t1", "r1", { renditions: [] }), NOW)).toEqual({ state: "silent" });
  });

  it("the release-day job's mark unlocks the rest before the build's clock reaches the day", () => {
    const upcoming = { ...released, release_date: "2025-09-01" };
    expect(trackListen({ ...upcoming, released_on: "2025-09-01" }, track, audio("t1", "r1"), NOW).state).toBe("playable");
  });

  it("draws the waveform from the stored peaks in a fixed number of bars", () => {
    expect(waveformBars([0.1, 0.5, 0.9, 0.3], 2)).toEqual([0.5, 0.9]);
    expect(waveformBars([0.123], 3)).toEqual([0.12, 0.12, 0.12]);
    expect(waveformBars([])).toEqual([]);
  });
});

describe("the catalog's track audio", () => {
  const withTracks = { ...tide, tracks: [makeTrack({ id: "t1", title: "One" }), makeTrack({ id: "t2", title: "Two" })] };
  const upcoming = { ...soon, tracks: [makeTrack({ id: "s1", title: "Soon One" })] };
  const audioCatalog = {
    ...catalog,
    releases: catalog.releases.map((r) => (r.id === "tide" ? withTracks : r.id === "soon" ? upcoming : r)),
    audio: [audio("t1", "tide"), audio("s1", "soon")],
  };

  it("the release page's rows play what has ready audio and list the rest", () => {
    const index = indexCatalog(audioCatalog);
    const page = releasePage(index, withTracks, ann, NOW);
    expect(page.tracklist!.playable).toBe(true);
    expect(page.tracklist!.tracks.map((t) => t.listen.state)).toEqual(["playable", "silent"]);
  });

  it("the artist page plays its newest release with a playable track, and depends on the day an upcoming one opens", () => {
    const index = indexCatalog(audioCatalog);
    expect(artistPage(index, ann, NOW).latest).toMatchObject({ title: "Tide", href: "/releases/ann/tide" });
    expect(artistPage(index, bob, NOW).latest).toBeNull();
    expect(artistPage(index, bob, new Date("2025-09-02T00:00:00Z")).latest).toMatchObject({ title: "Soon" });
    expect(artistRoutes(index, NOW).find((r) => r.artist.id === "bob")!.deps).toContain("day:2025-09-01");
  });

  it("a release's change brings its tracks' audio in and takes gone audio out; the snapshot keeps it", () => {
    const before = { ...audioCatalog, audio: [audio("s1", "soon")] };
    const after = applyCatalogUpdates(before, [
      {
        entity: "releases",
        id: "tide",
        doc: withTracks,
        links: audioCatalog.links.filter((l) => l.release_id === "tide"),
        audio: [audio("t1", "tide")],
      },
    ]);
    expect(after.audio!.map((a) => a.track_id).sort()).toEqual(["s1", "t1"]);
    const gone = applyCatalogUpdates(after, [{ entity: "releases", id: "tide", doc: withTracks, links: [], audio: [] }]);
    expect(gone.audio!.map((a) => a.track_id)).toEqual(["s1"]);
    const unpublished = applyCatalogUpdates(after, [
      { entity: "releases", id: "soon", doc: { ...upcoming, is_published: false }, links: [] },
    ]);
    expect(unpublished.audio!.map((a) => a.track_id)).toEqual(["t1"]);
    expect(parseCatalog(serializeCatalog(after)).audio).toEqual(after.audio);
  });
});
