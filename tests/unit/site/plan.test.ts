import { describe, expect, it } from "vitest";
import { indexCatalog } from "../../../src/lib/site/catalog";
import { selectRebuild } from "../../../src/lib/site/dependencies";
import { artistRoutes, planSite, preSaveRoutes, releaseRoutes, shardOf, sitemapPaths, uniqueByPath } from "../../../src/lib/site/plan";
import { makeRelease, makeReleaseArtist } from "../../factories";
import { NOW, catalog, index } from "./fixtures";

const plan = planSite(index, NOW);
const affectedBy = (entity: "artists" | "releases" | "press_posts", id: string) => selectRebuild(plan, plan, [{ entity, id }]).render;

describe("route plan", () => {
  it("splits into parts for processes sharing a full build: each page in exactly one part, each kind spread over all", () => {
    const paths = [...plan.keys()];
    expect(shardOf(paths, undefined)).toBeNull();
    expect(shardOf(paths, { index: 0, count: 1 })).toBeNull();
    const parts = [0, 1, 2].map((index) => shardOf(paths, { index, count: 3 })!);
    expect(parts.reduce((n, part) => n + part.size, 0)).toBe(paths.length);
    expect(new Set(parts.flatMap((part) => [...part]))).toEqual(new Set(paths));
    for (const part of parts) expect(part.size).toBeGreaterThanOrEqual(Math.floor(paths.length / 3));
    const releasePages = paths.filter((path) => path.startsWith("/releases/") && path.split("/").length === 4);
    expect(releasePages.length).toBeGreaterThan(2);
    for (const part of parts.slice(0, 2)) expect(releasePages.some((path) => part.has(path))).toBe(true);
  });

  it("has one release page per credited published artist, none under a draft artist or for a release without artist", () => {
    expect(releaseRoutes(index, NOW).map((r) => r.path)).toEqual([
      "/releases/bob/soon",
      "/releases/ann/tide",
      "/releases/ann/duet",
      "/releases/bob/duet",
    ]);
  });

  it("has pre-save pages only for releases with pre-save enabled", () => {
    expect(preSaveRoutes(releaseRoutes(index, NOW)).map((r) => r.path)).toEqual(["/pre-save/bob/soon"]);
  });

  it("lists the lists, data files, feed and sitemap", () => {
    for (const path of [
      "/",
      "/artists",
      "/releases",
      "/press",
      "/data/artists.json",
      "/data/releases.json",
      "/rss.xml",
      "/sitemap.xml",
      "/artist/ann",
      "/press/news",
    ]) {
      expect(plan.has(path), path).toBe(true);
    }
    expect(plan.has("/artist/cat")).toBe(false);
  });

  it("puts only canonical release pages in the sitemap", () => {
    const paths = sitemapPaths(index, NOW);
    expect(paths).toContain("/releases/ann/duet");
    expect(paths).not.toContain("/releases/bob/duet");
    expect(paths).not.toContain("/pre-save/bob/soon");
    expect(paths).toContain("/artist/bob");
  });

  it("keeps the first of two routes claiming one path", () => {
    const twin = makeRelease({ id: "twin", title: "Tide again", slug: "tide", artist_id: "ann", release_date: "2024-01-01" });
    const twinIndex = indexCatalog({
      ...catalog,
      releases: [...catalog.releases, twin],
      links: [...catalog.links, makeReleaseArtist({ release_id: "twin", artist_id: "ann" })],
    });
    const routes = uniqueByPath(releaseRoutes(twinIndex, NOW)).filter((r) => r.path === "/releases/ann/tide");
    expect(routes.map((r) => r.release.id)).toEqual(["tide"]);
    // Either release's change re-renders the shared path.
    expect(planSite(twinIndex, NOW).get("/releases/ann/tide")).toEqual(expect.arrayContaining(["releases:tide", "releases:twin"]));
  });
});

describe("dependency map", () => {
  it("an artist change re-renders home, the lists, its page, the pages of releases crediting it and the sitemap", () => {
    expect(affectedBy("artists", "bob")).toEqual([
      "/",
      "/artist/ann", // Duet's card on Ann's page names Bob
      "/artist/bob",
      "/artists",
      "/data/artists.json",
      "/data/releases.json",
      "/feeds/label.xml", // a release feed exists while its artist is published
      "/pre-save/bob/soon",
      "/releases",
      "/releases/ann/duet",
      "/releases/bob/duet",
      "/releases/bob/soon",
      "/sitemap.xml",
      "/store", // products link to their releases under their primary artist's slug
    ]);
  });

  it("a draft artist credited on a release still re-renders that release (publishing it adds the artist)", () => {
    expect(affectedBy("artists", "cat")).toEqual(expect.arrayContaining(["/releases/ann/duet", "/releases/bob/duet"]));
  });

  it("a release change re-renders its copies, its artists' pages, home, the releases list, the label feed and the sitemap — not the artists list or press", () => {
    const pages = affectedBy("releases", "duet");
    expect(pages).toEqual([
      "/",
      "/artist/ann",
      "/artist/bob",
      "/data/releases.json",
      "/feeds/label.xml",
      "/releases",
      "/releases/ann/duet",
      "/releases/bob/duet",
      "/sitemap.xml",
      "/store",
    ]);
    expect(pages.length).toBeLessThanOrEqual(15);
  });

  it("a press change re-renders home, the press list and post, the feed and the sitemap", () => {
    expect(affectedBy("press_posts", "p1")).toEqual(["/", "/press", "/press/news", "/rss.xml", "/sitemap.xml"]);
  });

  it("upcoming release pages depend on their release day", () => {
    expect(plan.get("/releases/bob/soon")).toContain("day:2025-09-01");
    expect(plan.get("/releases/ann/tide")).not.toContain("day:2025-03-01");
    expect(selectRebuild(plan, plan, [{ day: "2025-08-31" }]).render).toEqual([]);
    expect(selectRebuild(plan, plan, [{ day: "2025-09-02" }]).render).toEqual(["/pre-save/bob/soon", "/releases/bob/soon"]);
  });

  it("an artist page depends on its releases' artists", () => {
    const ann = artistRoutes(index).find((r) => r.path === "/artist/ann")!;
    expect(ann.deps).toEqual(expect.arrayContaining(["artists:ann", "releases:tide", "releases:duet", "artists:bob", "artists:cat"]));
  });
});
