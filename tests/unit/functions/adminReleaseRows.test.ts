import { describe, expect, it } from "vitest";
import { adminReleaseRows } from "../../../functions/src/operations/catalog/adminReleaseRows";
import { makeArtist, makeRelease, makeReleaseArtist } from "../../factories";

describe("adminReleaseRows", () => {
  const halden = makeArtist({ id: "a1", name: "Halden Drift", slug: "halden-drift" });
  const mira = makeArtist({ id: "a2", name: "Mira Osei", slug: "mira-osei" });

  it("adds the primary artist's name, the credited artists in order and the pre-save count", () => {
    const [row] = adminReleaseRows(
      [makeRelease({ id: "r1", artist_id: "a1" })],
      [
        makeReleaseArtist({ release_id: "r1", artist_id: "a2", artist_order: 1, is_primary: false }),
        makeReleaseArtist({ release_id: "r2", artist_id: "a2" }),
        makeReleaseArtist({ release_id: "r1", artist_id: "a1" }),
      ],
      [halden, mira],
      new Map([["r1", 4]]),
    );
    expect(row).toMatchObject({ id: "r1", primary_artist_name: "Halden Drift", pre_save_count: 4 });
    expect(row!.release_artists).toEqual([
      { artist_id: "a1", is_primary: true, artist_order: 0, artist: { id: "a1", name: "Halden Drift", slug: "halden-drift" } },
      { artist_id: "a2", is_primary: false, artist_order: 1, artist: { id: "a2", name: "Mira Osei", slug: "mira-osei" } },
    ]);
  });

  it("copes with a release without primary artist, a link to a deleted artist and no pre-saves", () => {
    const [row] = adminReleaseRows(
      [makeRelease({ id: "r1", artist_id: null })],
      [makeReleaseArtist({ release_id: "r1", artist_id: "gone", artist_order: 1, is_primary: false })],
      [halden],
      new Map(),
    );
    expect(row).toMatchObject({ primary_artist_name: null, pre_save_count: 0 });
    expect(row!.release_artists).toEqual([{ artist_id: "gone", is_primary: false, artist_order: 1, artist: null }]);
  });

  it("keeps the releases' order", () => {
    const rows = adminReleaseRows([makeRelease({ id: "b" }), makeRelease({ id: "a" })], [], [], new Map());
    expect(rows.map((r) => r.id)).toEqual(["b", "a"]);
  });
});
