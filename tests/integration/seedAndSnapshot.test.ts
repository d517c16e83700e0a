import { beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS } from "../../src/lib/data";
import { exportDatabase, importDatabase } from "../../src/lib/data/snapshot";
import { isUpcoming } from "../../src/lib/domain/shared";
import { listenLinks } from "../../src/lib/site/listenLinks";
import { seedIfEmpty } from "../../scripts/seed/seed";
import { repositories, resetDatabase } from "./support";

const repos = repositories();

describe("demo content seed", () => {
  beforeAll(async () => {
    await resetDatabase();
    expect(await seedIfEmpty(new Date("2026-11-21T10:00:00Z"))).toBe(true);
  });

  it("does nothing when the database already has data", async () => {
    expect(await seedIfEmpty()).toBe(false);
  });

  it("covers every case the pages and screens need", async () => {
    const artists = await repos.artists.listAll();
    expect(artists.length).toBeGreaterThanOrEqual(8);
    expect(artists.some((a) => !a.is_published)).toBe(true);
    expect(artists.filter((a) => a.spotify_artist_id).length).toBeGreaterThanOrEqual(2);

    const releases = await repos.releases.listAll();
    expect(releases.length).toBeGreaterThanOrEqual(15);
    expect(releases.some((r) => !r.is_published)).toBe(true);
    const now = new Date("2026-11-21T10:00:00Z");
    expect(releases.some((r) => r.pre_save_enabled && isUpcoming(r.release_date, now))).toBe(true);
    const credited = releases.find((r) => Object.keys(r.credits).length === 5 && Object.keys(r.dsp_links).length > 0);
    expect(credited && !isUpcoming(credited.release_date, now)).toBe(true);
    // One release is out everywhere: 30+ distinct platforms, as generating its links from the fakes gives.
    expect(releases.some((r) => listenLinks(r).length >= 30)).toBe(true);
    const months = new Set(releases.map((r) => r.release_date?.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);

    const links = await repos.releaseArtists.listForReleases(releases.map((r) => r.id));
    const perRelease = new Map<string, number>();
    for (const l of links) perRelease.set(l.release_id, (perRelease.get(l.release_id) ?? 0) + 1);
    expect([...perRelease.values()].some((n) => n >= 2)).toBe(true);

    const posts = await repos.pressPosts.listAll();
    expect(posts.length).toBeGreaterThanOrEqual(7);
    expect(posts.some((p) => !p.is_published && p.published_at === null)).toBe(true);

    const demos = await repos.demos.list();
    expect(new Set(demos.map((d) => d.status)).size).toBe(4);

    expect(await repos.permissions.count()).toBe(30);
    const roles = await repos.roles.listAll();
    expect(roles.map((r) => r.name)).toContain("Super Admin");
    const scoped = await Promise.all(roles.map((r) => repos.rolePermissions.listForRole(r.id)));
    expect(scoped.some((grants) => grants.length > 0 && grants.every((g) => g.artist_id !== null))).toBe(true);
  });

  it("seeds a store with every price and stock state a visitor meets", async () => {
    const products = await repos.storeProducts.listShown();
    const digital = products.flatMap((p) => (p.type === "digital" ? [p] : []));
    expect(digital.some((p) => p.price.mode === "fixed")).toBe(true);
    expect(digital.some((p) => p.price.mode === "pwyw" && p.price.minimum > 0 && p.price.suggested > p.price.minimum)).toBe(true);
    expect(digital.some((p) => p.price.mode === "pwyw" && p.price.minimum === 0)).toBe(true);
    expect(digital.some((p) => p.track_prices.length > 0)).toBe(true);
    const physical = products.flatMap((p) => (p.type === "physical" ? [p] : []));
    expect(physical.some((p) => p.release_id && p.variants.length === 1 && p.variants[0]!.stock === 3)).toBe(true);
    expect(
      physical.some((p) => p.variants.length > 1 && p.variants.some((v) => v.stock === 0) && p.variants.some((v) => v.stock > 0)),
    ).toBe(true);
    expect(physical.some((p) => p.status === "sold_out")).toBe(true);
    const releaseIds = new Set((await repos.releases.listPublished()).map((r) => r.id));
    expect(products.every((p) => p.release_id === null || releaseIds.has(p.release_id))).toBe(true);
  });

  it("survives an export and import with Timestamps intact", async () => {
    const before = await exportDatabase(repos.db, COLLECTIONS);
    const firstPost = (await repos.pressPosts.listAll())[0];
    await resetDatabase();
    expect(await repos.artists.count()).toBe(0);
    const written = await importDatabase(repos.db, before);
    expect(written).toBe(Object.values(before).reduce((n, docs) => n + Object.keys(docs).length, 0));
    expect((await repos.pressPosts.listAll())[0]).toEqual(firstPost);
    expect(await exportDatabase(repos.db, COLLECTIONS)).toEqual(before);
  });
});
