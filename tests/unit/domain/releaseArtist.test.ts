import { describe, expect, it } from "vitest";
import {
  buildReleaseArtistLinks,
  creditsOfLinks,
  creditsOfReleases,
  linksOfCredits,
  releaseArtistSchema,
  sortByArtistOrder,
} from "../../../src/lib/domain/catalog/releaseArtist";
import { errorOf } from "./support";

describe("buildReleaseArtistLinks", () => {
  it("puts the primary at order 0, then additional artists from 1", () => {
    expect(buildReleaseArtistLinks("r1", "a", ["b", "c"])).toEqual([
      { release_id: "r1", artist_id: "a", artist_order: 0, is_primary: true },
      { release_id: "r1", artist_id: "b", artist_order: 1, is_primary: false },
      { release_id: "r1", artist_id: "c", artist_order: 2, is_primary: false },
    ]);
  });

  it("returns only the primary when there are no additional artists", () => {
    expect(buildReleaseArtistLinks("r1", "a", [])).toEqual([{ release_id: "r1", artist_id: "a", artist_order: 0, is_primary: true }]);
  });

  it("skips repeats and the primary, keeping orders gap-free", () => {
    const links = buildReleaseArtistLinks("r1", "a", ["b", "a", "b", "c"]);
    expect(links.map((link) => [link.artist_id, link.artist_order])).toEqual([
      ["a", 0],
      ["b", 1],
      ["c", 2],
    ]);
  });
});

describe("releaseArtistSchema", () => {
  it("requires a non-negative integer order", () => {
    const link = { release_id: "r", artist_id: "a", artist_order: 0, is_primary: true };
    expect(errorOf(releaseArtistSchema, link)).toBeNull();
    expect(errorOf(releaseArtistSchema, { ...link, artist_order: -1 })).not.toBeNull();
    expect(errorOf(releaseArtistSchema, { ...link, artist_order: 1.5 })).not.toBeNull();
  });
});

describe("sortByArtistOrder", () => {
  it("sorts by order without mutating", () => {
    const links = [{ artist_order: 2 }, { artist_order: 0 }, { artist_order: 1 }];
    expect(sortByArtistOrder(links).map((l) => l.artist_order)).toEqual([0, 1, 2]);
    expect(links[0]?.artist_order).toBe(2);
  });
});

describe("release credits", () => {
  it("hold a release's links in credit order, less the release id, and give the same links back", () => {
    const links = buildReleaseArtistLinks("r1", "a", ["b", "c"]).reverse();
    const credits = creditsOfLinks("r1", links);
    expect(credits).toEqual({
      release_id: "r1",
      artists: [
        { artist_id: "a", artist_order: 0, is_primary: true },
        { artist_id: "b", artist_order: 1, is_primary: false },
        { artist_id: "c", artist_order: 2, is_primary: false },
      ],
    });
    expect(linksOfCredits(credits)).toEqual(sortByArtistOrder(links));
    expect(creditsOfLinks("r2", [])).toEqual({ release_id: "r2", artists: [] });
  });

  it("are built for many releases in one pass: each its own links, none for a release without links, nothing for releases not asked for", () => {
    const links = [
      ...buildReleaseArtistLinks("r1", "a", ["b"]),
      ...buildReleaseArtistLinks("r2", "c", []),
      ...buildReleaseArtistLinks("r3", "d", []),
    ];
    expect(creditsOfReleases(["r2", "r1", "r9"], links)).toEqual([
      { release_id: "r2", artists: [{ artist_id: "c", artist_order: 0, is_primary: true }] },
      creditsOfLinks("r1", links.slice(0, 2)),
      { release_id: "r9", artists: [] },
    ]);
  });
});
