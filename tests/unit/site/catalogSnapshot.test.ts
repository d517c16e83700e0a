import { describe, expect, it } from "vitest";
import {
  applyCatalogUpdates,
  CATALOG_ORDER,
  parseCatalog,
  readFreshCatalog,
  serializeCatalog,
} from "../../../src/lib/site/catalogSnapshot";
import { makeArtist, makePressPost, makeRelease, makeReleaseArtist } from "../../factories";
import { catalog } from "./fixtures";

const order = CATALOG_ORDER;

describe("catalog snapshot", () => {
  it("survives the file round trip, dates included", () => {
    const back = parseCatalog(serializeCatalog(catalog));
    expect(back).toEqual(catalog);
    expect(back.posts[0]!.published_at).toBeInstanceOf(Date);
  });

  it("read back fresh (written moments ago by this code), is the catalog that was written, without the schemas' check", () => {
    const back = readFreshCatalog(serializeCatalog(catalog));
    expect(back).toEqual(catalog);
    expect(back).toEqual(parseCatalog(serializeCatalog(catalog)));
    expect(back.posts[0]!.published_at).toBeInstanceOf(Date);
  });

  it("refuses a file that is not a catalog", () => {
    expect(() => parseCatalog(JSON.stringify({ artists: [{ id: 1 }], releases: [], links: [], posts: [] }))).toThrow();
  });

  it("puts a newly published release in date order with its links", () => {
    const fresh = makeRelease({ id: "fresh", artist_id: "bob", release_date: "2025-04-01" });
    const next = applyCatalogUpdates(
      catalog,
      [{ entity: "releases", id: "fresh", doc: fresh, links: [makeReleaseArtist({ release_id: "fresh", artist_id: "bob" })] }],
      order,
    );
    expect(next.releases.map((r) => r.id)).toEqual(["soon", "fresh", "tide", "duet", "loose"]);
    expect(next.links.filter((l) => l.release_id === "fresh")).toHaveLength(1);
  });

  it("drops an unpublished or deleted release and its links", () => {
    for (const doc of [null, makeRelease({ id: "duet", is_published: false })]) {
      const next = applyCatalogUpdates(catalog, [{ entity: "releases", id: "duet", doc, links: [] }], order);
      expect(next.releases.map((r) => r.id)).not.toContain("duet");
      expect(next.links.some((l) => l.release_id === "duet")).toBe(false);
    }
  });

  it("replaces a release's links when its credits change", () => {
    const links = [makeReleaseArtist({ release_id: "duet", artist_id: "ann" })];
    const next = applyCatalogUpdates(
      catalog,
      [{ entity: "releases", id: "duet", doc: catalog.releases.find((r) => r.id === "duet")!, links }],
      order,
    );
    expect(next.links.filter((l) => l.release_id === "duet").map((l) => l.artist_id)).toEqual(["ann"]);
  });

  it("renames an artist in place and removes a deleted artist with its links", () => {
    const renamed = applyCatalogUpdates(
      catalog,
      [
        {
          entity: "artists",
          id: "bob",
          doc: makeArtist({ id: "bob", name: "Aaron", slug: "bob" }),
          links: catalog.links.filter((l) => l.artist_id === "bob"),
        },
      ],
      order,
    );
    expect(renamed.artists.map((a) => a.name)).toEqual(["Aaron", "Ann"]);
    const deleted = applyCatalogUpdates(catalog, [{ entity: "artists", id: "bob", doc: null, links: [] }], order);
    expect(deleted.artists.map((a) => a.id)).toEqual(["ann"]);
    expect(deleted.links.some((l) => l.artist_id === "bob")).toBe(false);
  });

  it("keeps posts newest first", () => {
    const newer = makePressPost({ id: "p2", published_at: new Date("2025-06-01T00:00:00Z") });
    expect(applyCatalogUpdates(catalog, [{ entity: "press_posts", id: "p2", doc: newer }], order).posts.map((p) => p.id)).toEqual([
      "p2",
      "p1",
    ]);
    expect(applyCatalogUpdates(catalog, [{ entity: "press_posts", id: "p1", doc: null }], order).posts).toEqual([]);
  });
});
