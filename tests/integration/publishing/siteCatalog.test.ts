import { beforeEach, describe, expect, it } from "vitest";
import { createContent, deleteArtistCascade, saveReleaseWithLinks, updateContent } from "../../../src/lib/data/catalog/contentTransactions";
import { contentWriter } from "../../../src/lib/data/catalog/contentWriter";
import { loadCatalog } from "../../../src/lib/site/loadCatalog";
import { makeArtist, makePressPost, makeRelease, makeReleaseArtist } from "../../factories";
import { repositories, resetDatabase } from "../support";

const repos = repositories();
beforeEach(resetDatabase);

/** Published and draft artists, releases with links (one to a draft artist), posts. */
async function seedCatalog() {
  await Promise.all([
    repos.artists.set(makeArtist({ id: "a1", name: "Bee", slug: "bee" })),
    repos.artists.set(makeArtist({ id: "a2", name: "Ay", slug: "ay" })),
    repos.artists.set(makeArtist({ id: "a3", name: "Secret", slug: "secret", is_published: false })),
    repos.releases.set(makeRelease({ id: "r1", title: "Old", artist_id: "a1", release_date: "2024-01-01" })),
    repos.releases.set(makeRelease({ id: "r2", title: "New", artist_id: "a1", release_date: "2025-06-01" })),
    repos.releases.set(makeRelease({ id: "r3", title: "Draft", artist_id: "a1", is_published: false })),
    repos.releaseArtists.set(makeReleaseArtist({ release_id: "r1", artist_id: "a1" })),
    repos.releaseArtists.set(makeReleaseArtist({ release_id: "r1", artist_id: "a3", artist_order: 1, is_primary: false })),
    repos.releaseArtists.set(makeReleaseArtist({ release_id: "r3", artist_id: "a1" })),
    repos.pressPosts.set(makePressPost({ id: "p1", title: "Earlier", published_at: new Date("2025-01-01T00:00:00Z") })),
    repos.pressPosts.set(makePressPost({ id: "p2", title: "Later", published_at: new Date("2025-02-01T00:00:00Z") })),
    repos.pressPosts.set(makePressPost({ id: "p3", title: "Draft post", is_published: false, published_at: null })),
  ]);
}

describe("site catalog loader", () => {
  beforeEach(seedCatalog);

  it("holds published documents only, ordered as the pages list them", async () => {
    const catalog = await loadCatalog(repos);
    expect(catalog.artists.map((a) => a.name)).toEqual(["Ay", "Bee"]);
    expect(catalog.releases.map((r) => r.title)).toEqual(["New", "Old"]);
    expect(catalog.posts.map((p) => p.title)).toEqual(["Later", "Earlier"]);
  });

  it("keeps the links of published releases, including links to draft artists (so publishing one re-renders the release)", async () => {
    const catalog = await loadCatalog(repos);
    expect(catalog.links.map((l) => `${l.release_id}/${l.artist_id}`).sort()).toEqual(["r1/a1", "r1/a3"]);
  });
});

describe("the site builder's catalog snapshot", () => {
  beforeEach(seedCatalog);

  it("patched with the changed documents, equals a fresh read", async () => {
    const { applyCatalogUpdates } = await import("../../../src/lib/site/catalogSnapshot");
    const { fetchCatalogUpdates } = await import("../../../src/lib/site/loadCatalog");
    const before = await loadCatalog(repos);

    // An admin session's worth of writes, through the writer the admin functions use.
    const writer = contentWriter(repos, "uid-admin");
    await updateContent(writer, "releases", "r3", { is_published: true });
    await updateContent(writer, "releases", "r1", { is_published: false });
    await updateContent(writer, "artists", "a2", { name: "Zed" });
    const r2 = (await repos.releases.get("r2"))!;
    const links = [
      makeReleaseArtist({ release_id: "r2", artist_id: "a1" }),
      makeReleaseArtist({ release_id: "r2", artist_id: "a2", artist_order: 1, is_primary: false }),
    ];
    await saveReleaseWithLinks(writer, { release: r2, links, mode: "update" });
    await deleteArtistCascade(repos, writer, "a3");
    await createContent(
      writer,
      "press_posts",
      makePressPost({ id: "p4", title: "Newest", published_at: new Date("2025-03-01T00:00:00Z") }),
    );

    const updates = await fetchCatalogUpdates(repos, await repos.contentChanges.listPending());
    const patched = applyCatalogUpdates(before, updates);
    const fresh = await loadCatalog(repos);
    const linkKey = (l: { release_id: string; artist_id: string }) => `${l.release_id}/${l.artist_id}`;
    expect({ ...patched, links: patched.links.map(linkKey).sort() }).toEqual({ ...fresh, links: fresh.links.map(linkKey).sort() });
    expect(fresh.releases.map((r) => r.id)).toEqual(["r2", "r3"]);
  });
});
