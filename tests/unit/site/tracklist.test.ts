import { describe, expect, it } from "vitest";
import { indexCatalog, type CatalogAudio } from "../../../src/lib/site/catalog";
import { tracklistView } from "../../../src/lib/site/tracklist";
import { releaseCard, releasePage } from "../../../src/lib/site/views";
import { makeRelease, makeTrack } from "../../factories";
import { ann, catalog, duet, NOW } from "./fixtures";

describe("the release page's tracklist", () => {
  it("numbers the tracks in play order, with durations, the explicit mark, credits, and the total", () => {
    const view = tracklistView(
      makeRelease({
        tracks: [
          makeTrack({ id: "t1", title: "Splice Room", duration_seconds: 225, credits: { writers: ["Ann"], producers: ["Ines", "Rae"] } }),
          makeTrack({ id: "t2", title: "Leader Tape", duration_seconds: 3723, explicit: true }),
        ],
      }),
      ["Ann"],
    );
    expect(view).toEqual({
      tracks: [
        {
          id: "t1",
          number: 1,
          title: "Splice Room",
          artists: null,
          duration: "3:45",
          durationIso: "PT3M45S",
          explicit: false,
          credits: "Produced by Ines, Rae · Written by Ann",
          listen: { state: "silent" },
        },
        {
          id: "t2",
          number: 2,
          title: "Leader Tape",
          artists: null,
          duration: "1:02:03",
          durationIso: "PT1H2M3S",
          explicit: true,
          credits: null,
          listen: { state: "silent" },
        },
      ],
      total: { text: "1:05:48", iso: "PT1H5M48S" },
      playable: false,
    });
  });

  it("names a track's artists only where they are not the release's, and totals nothing while a duration is unknown", () => {
    const view = tracklistView(
      makeRelease({ tracks: [makeTrack({ artists: ["Ann"] }), makeTrack({ artists: ["Ann", "Kofi Mensah"], duration_seconds: null })] }),
      ["Ann"],
    )!;
    expect(view.tracks.map((t) => [t.artists, t.duration])).toEqual([
      [null, "3:20"],
      ["Ann, Kofi Mensah", null],
    ]);
    expect(view.total).toBeNull();
  });

  it("times a track whose DURATION is empty by its processed master, and totals the tracklist with it; a typed DURATION stays", () => {
    const release = makeRelease({
      id: "r1",
      tracks: [
        makeTrack({ id: "t1", duration_seconds: null }),
        makeTrack({ id: "t2", duration_seconds: 164 }),
        makeTrack({ id: "t3", duration_seconds: null }),
      ],
    });
    const audio = (trackId: string, seconds: number): CatalogAudio => ({
      track_id: trackId,
      release_id: "r1",
      renditions: [],
      preview_renditions: [],
      preview_window: null,
      duration_seconds: seconds,
      gain_db: 0,
      peaks: [],
    });
    const withAudio = tracklistView(release, ["Ann"], {
      audioByTrack: new Map([
        ["t1", audio("t1", 70.4)],
        ["t2", audio("t2", 20)],
      ]),
      now: NOW,
    })!;
    // t3 has no processed audio: no time, so no total either (a partial sum would mislead).
    expect(withAudio.tracks.map((t) => [t.duration, t.durationIso])).toEqual([
      ["1:10", "PT1M10S"],
      ["2:44", "PT2M44S"],
      [null, null],
    ]);
    expect(withAudio.total).toBeNull();
    const allTimed = tracklistView(release, ["Ann"], {
      audioByTrack: new Map([
        ["t1", audio("t1", 70.4)],
        ["t3", audio("t3", 19.6)],
      ]),
      now: NOW,
    })!;
    expect(allTimed.tracks.map((t) => t.duration)).toEqual(["1:10", "2:44", "0:20"]);
    expect(allTimed.total).toEqual({ text: "4:14", iso: "PT4M14S" });
  });

  it("is absent for a release without tracks", () => {
    expect(tracklistView(makeRelease(), ["Ann"])).toBeNull();
  });

  it("compares a track's artists with the release's public credited artists", () => {
    const withTracks = { ...duet, tracks: [makeTrack({ artists: ["Ann", "Bob"] }), makeTrack({ artists: ["Ann", "Cat"] })] };
    const index = indexCatalog({ ...catalog, releases: catalog.releases.map((r) => (r.id === duet.id ? withTracks : r)) });
    const page = releasePage(index, withTracks, ann, NOW);
    expect(page.tracklist?.tracks.map((t) => t.artists)).toEqual([null, "Ann, Cat"]);
  });
});

describe("the card's track count", () => {
  it("counts the tracklist when there is one, else Spotify's count", () => {
    const byId = new Map([[ann.id, ann]]);
    expect(releaseCard(makeRelease({ artist_id: "ann", total_tracks: 9, tracks: [makeTrack(), makeTrack()] }), [], byId).trackCount).toBe(
      2,
    );
    expect(releaseCard(makeRelease({ artist_id: "ann", total_tracks: 9 }), [], byId).trackCount).toBe(9);
  });
});
