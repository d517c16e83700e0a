import { describe, expect, it } from "vitest";
import { outputFileOf, pendingSiteChanges, warmUpPaths } from "../../../src/lib/site/pendingChanges";
import type { BuildManifest } from "../../../src/lib/site/manifest";

describe("site builder", () => {
  it("finds each page's file in a build folder", () => {
    expect(outputFileOf("/")).toBe("index.html");
    expect(outputFileOf("/artists")).toBe("artists/index.html");
    expect(outputFileOf("/releases/ann/tide")).toBe("releases/ann/tide/index.html");
    expect(outputFileOf("/rss.xml")).toBe("rss.xml");
    expect(outputFileOf("/data/releases.json")).toBe("data/releases.json");
  });

  it("turns queued changes into site changes, each once, plus a new day", () => {
    const manifest: BuildManifest = { version: 1, builtAt: "", today: "2025-05-01", pages: {} };
    const at = new Date();
    const queued = [
      { id: "1", entity: "releases" as const, entity_id: "r1", at },
      { id: "2", entity: "releases" as const, entity_id: "r1", at },
      { id: "3", entity: "artists" as const, entity_id: "a1", at },
    ];
    expect(pendingSiteChanges(queued, manifest, "2025-05-01")).toEqual([
      { entity: "releases", id: "r1" },
      { entity: "artists", id: "a1" },
    ]);
    expect(pendingSiteChanges([], manifest, "2025-05-02")).toEqual([{ day: "2025-05-02" }]);
    expect(pendingSiteChanges([], manifest, "2025-05-01")).toEqual([]);
  });

  it("warms the renderer with one page of each kind", () => {
    const live = [
      "/",
      "/artists",
      "/releases",
      "/artist/ann",
      "/artist/bo",
      "/releases/ann/tide",
      "/releases/bo/salt",
      "/press",
      "/press/news",
      "/press/more",
      "/embed/release/r1",
      "/embed/release/r2",
      "/data/artists.json",
      "/data/releases.json",
      "/rss.xml",
      "/sitemap.xml",
      "/pre-save/ann/tide",
    ];
    expect(warmUpPaths(live)).toEqual([
      "/",
      "/artists",
      "/releases",
      "/artist/ann",
      "/releases/ann/tide",
      "/press",
      "/press/news",
      "/embed/release/r1",
      "/data/artists.json",
      "/rss.xml",
      "/sitemap.xml",
      "/pre-save/ann/tide",
    ]);
    expect(warmUpPaths([])).toEqual([]);
  });
});
