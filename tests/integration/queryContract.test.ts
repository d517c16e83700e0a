import { beforeEach, describe, expect, it } from "vitest";
import { ALL_PERMISSIONS } from "../../src/lib/domain/access";
import { creditsOfLinks } from "../../src/lib/domain/catalog";
import { makeArtist, makeDemo, makePressPost, makeRelease, makeReleaseArtist } from "../factories";
import { deleteRoleEverywhere } from "../../src/lib/data/access/access";
import { readListPage } from "../../src/lib/data/listPages";
import { refreshListFields } from "../../src/lib/data/listFieldsRefresh";
import { repositories, resetDatabase } from "./support";

/**
 * The query contract: every query shape the data layer uses, run against the
 * emulator the stack started (the Node emulator offline), with documents
 * written out of order so that filtering and ordering are both proven.
 */
const repos = repositories();
const d = (iso: string) => new Date(`${iso}T00:00:00Z`);

beforeEach(resetDatabase);

describe("artists", () => {
  beforeEach(async () => {
    await Promise.all([
      repos.artists.set(makeArtist({ id: "a-c", name: "Cee", slug: "cee", created_at: d("2025-03-01"), spotify_artist_id: "sp-c" })),
      repos.artists.set(makeArtist({ id: "a-a", name: "Ay", slug: "ay", created_at: d("2025-01-01") })),
      repos.artists.set(makeArtist({ id: "a-d", name: "Dee", slug: "dee", created_at: d("2025-04-01"), is_published: false })),
      repos.artists.set(makeArtist({ id: "a-b", name: "Bee", slug: "bee", created_at: d("2025-02-01") })),
    ]);
  });

  it("listAll orders every artist by name", async () => {
    expect((await repos.artists.listAll()).map((a) => a.name)).toEqual(["Ay", "Bee", "Cee", "Dee"]);
  });

  it("listPublished keeps published artists, by name", async () => {
    expect((await repos.artists.listPublished()).map((a) => a.name)).toEqual(["Ay", "Bee", "Cee"]);
  });

  it("listNewestPublished orders by created_at descending and limits", async () => {
    expect((await repos.artists.listNewestPublished(2)).map((a) => a.name)).toEqual(["Cee", "Bee"]);
  });

  it("findPublishedBySlug finds published artists only", async () => {
    expect((await repos.artists.findPublishedBySlug("bee"))?.id).toBe("a-b");
    expect(await repos.artists.findPublishedBySlug("dee")).toBeNull();
    expect((await repos.artists.findBySlug("dee"))?.id).toBe("a-d");
  });

  it("findBySpotifyId looks up by streaming-service id", async () => {
    expect((await repos.artists.findBySpotifyId("sp-c"))?.name).toBe("Cee");
    expect(await repos.artists.findBySpotifyId("nope")).toBeNull();
  });

  it("get, getMany and count", async () => {
    expect((await repos.artists.get("a-a"))?.created_at).toEqual(d("2025-01-01"));
    expect(await repos.artists.get("missing")).toBeNull();
    expect((await repos.artists.getMany(["a-b", "missing", "a-c", "a-b"])).map((a) => a.id).sort()).toEqual(["a-b", "a-c"]);
    expect(await repos.artists.count()).toBe(4);
    expect(await repos.artists.count((c) => c.where("is_published", "==", false))).toBe(1);
  });
});

describe("releases", () => {
  beforeEach(async () => {
    await Promise.all([
      repos.releases.set(makeRelease({ id: "r2", slug: "two", artist_id: "x", release_date: "2025-06-01", spotify_album_id: "alb-2" })),
      repos.releases.set(makeRelease({ id: "r1", slug: "one", artist_id: "x", release_date: "2024-01-01" })),
      repos.releases.set(makeRelease({ id: "r4", slug: "two", artist_id: "y", release_date: "2026-01-01" })),
      repos.releases.set(makeRelease({ id: "r3", slug: "three", artist_id: "x", release_date: "2025-12-24", is_published: false })),
      repos.releases.set(makeRelease({ id: "r0", slug: "undated", artist_id: "x", release_date: null })),
    ]);
  });

  it("listAll orders by release_date descending, undated last", async () => {
    expect((await repos.releases.listAll()).map((r) => r.id)).toEqual(["r4", "r3", "r2", "r1", "r0"]);
  });

  it("listPublished filters drafts, newest first, with and without a limit", async () => {
    expect((await repos.releases.listPublished()).map((r) => r.id)).toEqual(["r4", "r2", "r1", "r0"]);
    expect((await repos.releases.listPublished(2)).map((r) => r.id)).toEqual(["r4", "r2"]);
  });

  it("listPublishedByArtist filters by artist and publication, newest first", async () => {
    expect((await repos.releases.listPublishedByArtist("x")).map((r) => r.id)).toEqual(["r2", "r1", "r0"]);
  });

  it("listPublishedBySlug returns every published release with the slug", async () => {
    expect((await repos.releases.listPublishedBySlug("two")).map((r) => r.id).sort()).toEqual(["r2", "r4"]);
    expect(await repos.releases.listPublishedBySlug("three")).toEqual([]);
  });

  it("findBySpotifyAlbumId", async () => {
    expect((await repos.releases.findBySpotifyAlbumId("alb-2"))?.id).toBe("r2");
    expect(await repos.releases.findBySpotifyAlbumId("alb-9")).toBeNull();
  });

  it("presentAlbumIds answers which album IDs a release has (in)", async () => {
    expect(await repos.releases.presentAlbumIds(["alb-9", "alb-2", "alb-2"])).toEqual(["alb-2"]);
    expect(await repos.releases.presentAlbumIds([])).toEqual([]);
  });
});

describe("release_artists", () => {
  beforeEach(async () => {
    await Promise.all([
      repos.releaseArtists.set(makeReleaseArtist({ release_id: "r1", artist_id: "b", artist_order: 1, is_primary: false })),
      repos.releaseArtists.set(makeReleaseArtist({ release_id: "r1", artist_id: "a", artist_order: 0 })),
      repos.releaseArtists.set(makeReleaseArtist({ release_id: "r1", artist_id: "c", artist_order: 2, is_primary: false })),
      repos.releaseArtists.set(makeReleaseArtist({ release_id: "r2", artist_id: "b", artist_order: 0 })),
      repos.releaseArtists.set(makeReleaseArtist({ release_id: "r3", artist_id: "c", artist_order: 0 })),
    ]);
  });

  it("listForRelease orders by artist_order", async () => {
    expect((await repos.releaseArtists.listForRelease("r1")).map((l) => l.artist_id)).toEqual(["a", "b", "c"]);
  });

  it("listForReleases uses `in` over many releases", async () => {
    const links = await repos.releaseArtists.listForReleases(["r1", "r2"]);
    expect(links.map((l) => `${l.release_id}:${l.artist_id}`).sort()).toEqual(["r1:a", "r1:b", "r1:c", "r2:b"]);
  });

  it("release credits answer a page's links by id, and releases without credits by a query of their links", async () => {
    await repos.releaseCredits.set(creditsOfLinks("r1", await repos.releaseArtists.listForRelease("r1")));
    // r1 is answered from its credits, not its links: a link deleted behind the writer's back (which the product never does) is still listed.
    await repos.releaseArtists.delete("r1_c");
    const links = await repos.releaseCredits.linksOf(["r1", "r2", "r9"], repos.releaseArtists);
    expect(links.map((l) => `${l.release_id}:${l.artist_id}:${l.artist_order}:${l.is_primary}`)).toEqual([
      "r1:a:0:true",
      "r1:b:1:false",
      "r1:c:2:false",
      "r2:b:0:true",
    ]);
  });

  it("listForArtist finds every release an artist is credited on", async () => {
    expect((await repos.releaseArtists.listForArtist("b")).map((l) => l.release_id).sort()).toEqual(["r1", "r2"]);
  });
});

describe("press_posts", () => {
  beforeEach(async () => {
    await Promise.all([
      repos.pressPosts.set(makePressPost({ id: "p1", slug: "p1", created_at: d("2025-01-01"), published_at: d("2025-05-01") })),
      repos.pressPosts.set(makePressPost({ id: "p2", slug: "p2", created_at: d("2025-03-01"), published_at: d("2025-02-01") })),
      repos.pressPosts.set(makePressPost({ id: "p3", slug: "p3", created_at: d("2025-02-01"), is_published: false, published_at: null })),
      repos.pressPosts.set(makePressPost({ id: "p4", slug: "p4", created_at: d("2024-01-01"), published_at: d("2025-07-01") })),
    ]);
  });

  it("listAll orders by created_at descending", async () => {
    expect((await repos.pressPosts.listAll()).map((p) => p.id)).toEqual(["p2", "p3", "p1", "p4"]);
  });

  it("listPublished orders published posts by published_at descending, with a limit", async () => {
    expect((await repos.pressPosts.listPublished()).map((p) => p.id)).toEqual(["p4", "p1", "p2"]);
    expect((await repos.pressPosts.listPublished(2)).map((p) => p.id)).toEqual(["p4", "p1"]);
  });

  it("findPublishedBySlug ignores drafts", async () => {
    expect((await repos.pressPosts.findPublishedBySlug("p2"))?.id).toBe("p2");
    expect(await repos.pressPosts.findPublishedBySlug("p3")).toBeNull();
  });
});

describe("demos", () => {
  it("list orders by submitted_at descending, optionally for one status", async () => {
    await Promise.all([
      repos.demos.set(makeDemo({ id: "d1", submitted_at: d("2025-01-01"), status: "pending" })),
      repos.demos.set(makeDemo({ id: "d2", submitted_at: d("2025-03-01"), status: "accepted" })),
      repos.demos.set(makeDemo({ id: "d3", submitted_at: d("2025-02-01"), status: "pending" })),
    ]);
    expect((await repos.demos.list()).map((x) => x.id)).toEqual(["d2", "d3", "d1"]);
    expect((await repos.demos.list("pending")).map((x) => x.id)).toEqual(["d3", "d1"]);
    expect(await repos.demos.list("rejected")).toEqual([]);
  });

  it("listAudioRemoved finds only demos marked removed (the others have no such field)", async () => {
    await Promise.all([
      repos.demos.set(makeDemo({ id: "kept", status: "rejected" })),
      repos.demos.set(makeDemo({ id: "gone", status: "rejected", audio_removed_at: d("2026-01-01") })),
      repos.demos.set(makeDemo({ id: "gone-reopened", status: "pending", audio_removed_at: d("2025-06-01") })),
    ]);
    expect((await repos.demos.listAudioRemoved()).map((x) => x.id).sort()).toEqual(["gone", "gone-reopened"]);
  });
});

describe("roles, permissions, grants and users", () => {
  it("roles by name, and lookup by name", async () => {
    await Promise.all(
      ["Zed", "Super Admin", "Artist Editor"].map((name, i) => repos.roles.set({ id: `role-${i}`, name, description: null })),
    );
    expect((await repos.roles.listAll()).map((r) => r.name)).toEqual(["Artist Editor", "Super Admin", "Zed"]);
    expect((await repos.roles.findByName("Zed"))?.id).toBe("role-0");
  });

  it("permissions by resource type, then action", async () => {
    await Promise.all([...ALL_PERMISSIONS].reverse().map((p) => repos.permissions.set(p)));
    const listed = (await repos.permissions.listAll()).map((p) => p.id);
    const expected = [...ALL_PERMISSIONS]
      .sort((a, b) => a.resource_type.localeCompare(b.resource_type) || a.action.localeCompare(b.action))
      .map((p) => p.id);
    expect(listed).toEqual(expected);
    expect(listed[0]).toBe("artists.delete");
  });

  it("grants by role, by roles (`in`) and by artist scope", async () => {
    await Promise.all([
      repos.rolePermissions.set({ role_id: "r1", permission_id: "artists.edit", artist_id: null }),
      repos.rolePermissions.set({ role_id: "r1", permission_id: "releases.edit", artist_id: "art-1" }),
      repos.rolePermissions.set({ role_id: "r2", permission_id: "press.view", artist_id: null }),
      repos.rolePermissions.set({ role_id: "r3", permission_id: "demos.view", artist_id: null }),
    ]);
    expect((await repos.rolePermissions.listForRole("r1")).map((g) => g.permission_id).sort()).toEqual(["artists.edit", "releases.edit"]);
    expect((await repos.rolePermissions.listForRoles(["r1", "r2"])).length).toBe(3);
    // Past the 30 values one `in` filter takes: the grants of the 31st role count too.
    const many = [...Array.from({ length: 30 }, (_, i) => `none-${i}`), "r3"];
    expect((await repos.rolePermissions.listForRoles(many)).map((g) => g.permission_id)).toEqual(["demos.view"]);
    expect(await repos.rolePermissions.listForRoles([])).toEqual([]);
    expect((await repos.rolePermissions.listForArtist("art-1")).map((g) => g.role_id)).toEqual(["r1"]);
    await repos.rolePermissions.remove({ role_id: "r1", permission_id: "releases.edit", artist_id: "art-1" });
    expect(await repos.rolePermissions.listForArtist("art-1")).toEqual([]);
  });

  it("users newest first, and by role (array-contains)", async () => {
    await Promise.all([
      repos.users.set({ user_id: "u1", email: "a@x.test", created_at: d("2025-01-01"), role_ids: ["r1"] }),
      repos.users.set({ user_id: "u2", email: null, created_at: d("2025-03-01"), role_ids: ["r1", "r2"] }),
      repos.users.set({ user_id: "u3", email: "c@x.test", created_at: d("2025-02-01"), role_ids: [] }),
    ]);
    expect((await repos.users.listAll()).map((u) => u.user_id)).toEqual(["u2", "u3", "u1"]);
    expect((await repos.users.listWithRole("r1")).map((u) => u.user_id).sort()).toEqual(["u1", "u2"]);
    expect((await repos.users.listWithRole("r2")).map((u) => u.user_id)).toEqual(["u2"]);
  });
});

describe("user management writes (queries inside transactions)", () => {
  beforeEach(async () => {
    await Promise.all([
      repos.roles.set({ id: "sa", name: "Super Admin", description: null }),
      repos.roles.set({ id: "ed", name: "Editor", description: null }),
      repos.users.set({ user_id: "u1", email: null, created_at: d("2025-01-01"), role_ids: ["sa", "ed"] }),
      repos.users.set({ user_id: "u2", email: null, created_at: d("2025-02-01"), role_ids: ["ed"] }),
      repos.rolePermissions.set({ role_id: "ed", permission_id: "press.edit", artist_id: null }),
      repos.rolePermissions.set({ role_id: "ed", permission_id: "releases.edit", artist_id: "art-1" }),
      repos.rolePermissions.set({ role_id: "sa", permission_id: "press.edit", artist_id: null }),
    ]);
  });

  it("users.addRole keeps a role once; unknown users are null", async () => {
    expect((await repos.users.addRole("u2", "sa"))?.role_ids).toEqual(["ed", "sa"]);
    expect((await repos.users.addRole("u2", "sa"))?.role_ids).toEqual(["ed", "sa"]);
    expect(await repos.users.addRole("nobody", "sa")).toBeNull();
  });

  it("users.removeRole counts the other holders (array-contains in a transaction)", async () => {
    expect(await repos.users.removeRole("u1", "sa", { keepLastHolder: true })).toMatchObject({ status: "last-holder" });
    expect((await repos.users.get("u1"))?.role_ids).toEqual(["sa", "ed"]);
    await repos.users.addRole("u2", "sa");
    expect(await repos.users.removeRole("u1", "sa", { keepLastHolder: true })).toMatchObject({
      status: "removed",
      user: { role_ids: ["ed"] },
    });
    expect(await repos.users.removeRole("u1", "ed")).toMatchObject({ status: "removed", user: { role_ids: [] } });
    expect(await repos.users.removeRole("nobody", "ed")).toEqual({ status: "user-not-found" });
  });

  it("deleteRoleEverywhere removes the role, its grants (role_id ==) and its holders' ids (array-contains)", async () => {
    let offered: string[] = [];
    const refuseAll = (grants: { permission_id: string }[]) => ((offered = grants.map((g) => g.permission_id).sort()), false);
    expect(await deleteRoleEverywhere(repos, "ed", undefined, refuseAll)).toBe("refused");
    expect(offered).toEqual(["press.edit", "releases.edit"]);
    expect(await repos.rolePermissions.listForRole("ed")).toHaveLength(2);
    expect(await deleteRoleEverywhere(repos, "ed")).toBe("deleted");
    expect(await repos.roles.get("ed")).toBeNull();
    expect((await repos.users.getMany(["u1", "u2"])).map((u) => u.role_ids)).toEqual([["sa"], []]);
    expect(await repos.rolePermissions.listForRole("ed")).toEqual([]);
    expect(await repos.rolePermissions.listForRole("sa")).toHaveLength(1);
    expect(await deleteRoleEverywhere(repos, "ed")).toBe("role-not-found");
  });

  it("rolePermissions.assign and revoke report whether they changed anything", async () => {
    const grant = { role_id: "ed", permission_id: "releases.edit", artist_id: "art-2" } as const;
    expect(await repos.rolePermissions.assign(grant)).toBe(true);
    expect(await repos.rolePermissions.assign(grant)).toBe(false);
    expect(await repos.rolePermissions.listForArtist("art-2")).toHaveLength(1);
    expect(await repos.rolePermissions.revoke(grant)).toBe(true);
    expect(await repos.rolePermissions.revoke(grant)).toBe(false);
  });

  it("mail.listTo finds queued mail by recipient", async () => {
    await repos.mail.queue("b@x.test", { subject: "s", text: "t" });
    await repos.mail.queue("a@x.test", { subject: "s", text: "t" });
    expect((await repos.mail.listTo("a@x.test")).map((m) => m.to)).toEqual(["a@x.test"]);
    expect(await repos.mail.listTo("c@x.test")).toEqual([]);
  });
});

describe("pre_saves", () => {
  it("counts pre-saves per release (count())", async () => {
    await Promise.all([
      repos.preSaves.set({ id: "s1", release_id: "r1", email: "a@x.test", created_at: d("2025-01-01") }),
      repos.preSaves.set({ id: "s2", release_id: "r1", email: null, created_at: d("2025-01-02") }),
      repos.preSaves.set({ id: "s3", release_id: "r2", email: null, created_at: d("2025-01-03") }),
    ]);
    expect(await repos.preSaves.countForRelease("r1")).toBe(2);
    expect(await repos.preSaves.countForRelease("r9")).toBe(0);
  });
});

describe("content admin writes", () => {
  it("releases.listBySlug finds drafts and published releases alike", async () => {
    await Promise.all([
      repos.releases.set(makeRelease({ id: "r1", slug: "same", is_published: false })),
      repos.releases.set(makeRelease({ id: "r2", slug: "same" })),
      repos.releases.set(makeRelease({ id: "r3", slug: "other" })),
    ]);
    expect((await repos.releases.listBySlug("same")).map((r) => r.id).sort()).toEqual(["r1", "r2"]);
    expect(await repos.releases.listBySlug("none")).toEqual([]);
  });

  it("pressPosts.findBySlug finds drafts too", async () => {
    await repos.pressPosts.set(makePressPost({ id: "p1", slug: "draft", is_published: false, published_at: null }));
    expect((await repos.pressPosts.findBySlug("draft"))?.id).toBe("p1");
    expect(await repos.pressPosts.findBySlug("none")).toBeNull();
  });
});

describe("site build reads", () => {
  it("releaseArtists.listAll returns every link", async () => {
    await Promise.all([
      repos.releaseArtists.set(makeReleaseArtist({ release_id: "r2", artist_id: "a1" })),
      repos.releaseArtists.set(makeReleaseArtist({ release_id: "r1", artist_id: "a2", artist_order: 1, is_primary: false })),
      repos.releaseArtists.set(makeReleaseArtist({ release_id: "r1", artist_id: "a1" })),
    ]);
    expect((await repos.releaseArtists.listAll()).map((l) => `${l.release_id}/${l.artist_id}`).sort()).toEqual(["r1/a1", "r1/a2", "r2/a1"]);
  });

  it("the catalog's queries read the model's fields only (select), and the models whole", async () => {
    const artist = makeArtist({ id: "a1", name: "Ada Vale", slug: "ada-vale", spotify_artist_id: "sp-1" });
    const release = makeRelease({
      id: "r1",
      slug: "one",
      artist_id: "a1",
      release_date: "2025-06-01",
      credits: { producers: ["Ines Valo"] },
      dsp_links: { deezer: "https://www.deezer.com/album/1" },
    });
    const post = makePressPost({ id: "p1", slug: "news", published_at: d("2025-02-01"), content: "<p>News</p>" });
    await Promise.all([repos.artists.set(artist), repos.releases.set(release), repos.pressPosts.set(post)]);
    expect(await repos.artists.listPublished()).toEqual([artist]);
    expect(await repos.releases.listPublished()).toEqual([release]);
    expect(await repos.pressPosts.listPublished()).toEqual([post]);
    // The admin lists' fields are stored, but a projected query does not send them.
    expect((await repos.releases.collection.doc("r1").get()).data()).toHaveProperty("list_terms");
    const projected = (await repos.releases.selectModelFields(repos.releases.collection).get()).docs[0]!.data();
    expect(Object.keys(projected).filter((field) => field.startsWith("list_"))).toEqual([]);
    expect(projected.title).toBe(release.title);
  });
});

describe("missing_paths", () => {
  it("listNewest orders by time descending and limits", async () => {
    await repos.missingPaths.record({ path: "/b", referrer: null }, d("2025-02-01"));
    await repos.missingPaths.record({ path: "/c", referrer: null }, d("2025-03-01"));
    await repos.missingPaths.record({ path: "/a", referrer: "https://x.test/" }, d("2025-01-01"));
    expect((await repos.missingPaths.listNewest(2)).map((m) => m.path)).toEqual(["/c", "/b"]);
  });
});

describe("the demo desk", () => {
  it("demos.listPossibleDuplicates finds the same hash or the same key (==), within the window", async () => {
    const now = d("2026-06-01");
    await Promise.all([
      repos.demos.set(makeDemo({ id: "hash", content_hash: "h1", submission_key: "other", submitted_at: d("2026-05-01") })),
      repos.demos.set(makeDemo({ id: "key", content_hash: "h2", submission_key: "k1", submitted_at: d("2026-04-01") })),
      repos.demos.set(makeDemo({ id: "old", content_hash: "h1", submission_key: "k1", submitted_at: d("2025-01-01") })),
      repos.demos.set(makeDemo({ id: "none", content_hash: "h3", submission_key: "k3", submitted_at: d("2026-05-20") })),
    ]);
    expect((await repos.demos.listPossibleDuplicates("h1", "k1", now)).map((x) => x.id).sort()).toEqual(["hash", "key"]);
  });

  it("comments of one demo (demo_id ==) come in track order; ratings of one demo (demo_id ==)", async () => {
    const comment = (id: string, demo_id: string, at_seconds: number) => ({
      id,
      demo_id,
      author_id: "u",
      author_email: "u@x",
      at_seconds,
      body: id,
      created_at: d("2026-01-01"),
    });
    await Promise.all([
      repos.demoComments.create(comment("late", "x", 90)),
      repos.demoComments.create(comment("other", "y", 1)),
      repos.demoComments.create(comment("early", "x", 5)),
      repos.demos.set(makeDemo({ id: "x" })),
      repos.demos.set(makeDemo({ id: "y" })),
    ]);
    expect((await repos.demoComments.listForDemo("x")).map((c) => c.id)).toEqual(["early", "late"]);
    await repos.demoRatings.rate({ demo_id: "x", reviewer_id: "u1", rating: 4, updated_at: d("2026-01-01") });
    await repos.demoRatings.rate({ demo_id: "y", reviewer_id: "u1", rating: 2, updated_at: d("2026-01-01") });
    await repos.demoRatings.rate({ demo_id: "x", reviewer_id: "u1", rating: 5, updated_at: d("2026-01-02") });
    expect((await repos.demoRatings.listForDemo("x")).map((r) => r.rating)).toEqual([5]);
    expect(await repos.demos.get("x")).toMatchObject({ rating_total: 5, rating_count: 1 });
  });

  it("replyTemplates.listAll orders by name", async () => {
    const template = (id: string, name: string) => ({
      id,
      name,
      decision: "rejected" as const,
      subject: "s",
      body: "b",
      updated_at: d("2026-01-01"),
    });
    await Promise.all([repos.replyTemplates.set(template("t2", "Zed")), repos.replyTemplates.set(template("t1", "Ace"))]);
    expect((await repos.replyTemplates.listAll()).map((t) => t.name)).toEqual(["Ace", "Zed"]);
  });
});

describe("analytics_daily", () => {
  it("forReleaseSince filters by release (==) and day (>=); since filters by day alone", async () => {
    const count = (release_id: string, day: string) =>
      repos.analytics.countListenClick({ release_id, platform: "spotify", source: "release_page" }, new Date(`${day}T12:00:00Z`));
    await count("r2", "2025-03-02");
    await count("r1", "2025-02-28");
    await count("r1", "2025-03-03");
    await count("r1", "2025-03-01");
    const days = (list: { release_id: string; day: string }[]) => list.map((x) => `${x.release_id}/${x.day}`).sort();
    expect(days(await repos.analytics.forReleaseSince("r1", "2025-03-01"))).toEqual(["r1/2025-03-01", "r1/2025-03-03"]);
    expect(days(await repos.analytics.since("2025-03-02"))).toEqual(["r1/2025-03-03", "r2/2025-03-02"]);
  });
});

describe("publish schedules", () => {
  const schedule = (id: string, at: string) => ({
    id,
    name: null,
    action: "publish" as const,
    at: new Date(at),
    items: [{ entity: "releases" as const, id: "b0000000-0000-4000-8000-000000000001" }],
    scheduled_by: "someone",
    created_at: d("2025-01-01"),
  });
  beforeEach(async () => {
    await Promise.all([
      repos.publishSchedules.set(schedule("s-c", "2030-03-05T10:00:00Z")),
      repos.publishSchedules.set(schedule("s-a", "2030-03-05T08:00:00Z")),
      repos.publishSchedules.set(schedule("s-d", "2030-03-06T00:00:00Z")),
      repos.publishSchedules.set(schedule("s-b", "2030-03-05T09:30:00Z")),
    ]);
  });

  it("due lists those at or before now, oldest first; pending lists all, soonest first", async () => {
    expect((await repos.publishSchedules.due(new Date("2030-03-05T09:30:00Z"))).map((s) => s.id)).toEqual(["s-a", "s-b"]);
    expect((await repos.publishSchedules.pending()).map((s) => s.id)).toEqual(["s-a", "s-b", "s-c", "s-d"]);
  });
});

describe("admin list pages (readListPage: array-contains, in, range and order on list_key, count)", () => {
  const page = (cursor: Parameters<typeof readListPage>[1]["cursor"], extra: Partial<Parameters<typeof readListPage>[1]> = {}) =>
    readListPage(repos.releases, { needle: "", scopes: null, cursor, size: 2, ...extra });
  const ids = (result: { rows: { id: string }[] }) => result.rows.map((r) => r.id);

  beforeEach(async () => {
    // Written out of order. List order: r5, r4, r3, then r1 and r2 (same date, by title), then r0 (undated).
    await Promise.all([
      repos.releases.set(makeRelease({ id: "r2", title: "Night Loops B", artist_id: "x", release_date: "2025-01-01" })),
      repos.releases.set(makeRelease({ id: "r0", title: "Undated", artist_id: "y", release_date: null })),
      repos.releases.set(makeRelease({ id: "r5", title: "Tide", artist_id: "x", release_date: "2026-03-01" })),
      repos.releases.set(makeRelease({ id: "r1", title: "Night Loops A", artist_id: "y", release_date: "2025-01-01" })),
      repos.releases.set(makeRelease({ id: "r4", title: "Reel to Reel", artist_id: "y", release_date: "2025-12-01" })),
      repos.releases.set(makeRelease({ id: "r3", title: "Harbour Night", artist_id: "z", release_date: "2025-06-01" })),
    ]);
  });

  it("pages forward and backward in the list's order, counting the rows before each window", async () => {
    const first = await page(null);
    expect(ids(first)).toEqual(["r5", "r4"]);
    expect(first.page).toEqual({ total: 6, page: 1, page_count: 3, previous: null, next: "r4" });
    const second = await page({ after: "r4" });
    expect(ids(second)).toEqual(["r3", "r1"]);
    expect(second.page).toEqual({ total: 6, page: 2, page_count: 3, previous: "r3", next: "r1" });
    const last = await page({ last: true });
    expect(ids(last)).toEqual(["r2", "r0"]);
    expect(last.page).toMatchObject({ page: 3, previous: "r2", next: null });
    const back = await page({ before: "r2" });
    expect(ids(back)).toEqual(["r3", "r1"]);
    expect(back.page.page).toBe(2);
  });

  it("searches word prefixes (array-contains) and counts only the matches", async () => {
    const found = await page(null, { needle: "night" });
    expect(ids(found)).toEqual(["r3", "r1"]);
    expect(found.page).toMatchObject({ total: 3, page_count: 2, next: "r1" });
    expect(ids(await page({ after: "r1" }, { needle: "night" }))).toEqual(["r2"]);
    expect(ids(await page(null, { needle: "night loops b" }))).toEqual(["r2"]);
    expect((await page(null, { needle: "ight" })).page.total).toBe(0);
  });

  it("keeps to the scoped artists (in), merging several groups of 30 in order", async () => {
    const scoped = await page(null, { scopes: ["y", "z"] });
    expect(ids(scoped)).toEqual(["r4", "r3"]);
    expect(scoped.page.total).toBe(4);
    // 31 artists: two `in` groups, one holding "x", the other "y".
    const many = [...Array.from({ length: 29 }, (_, i) => `none-${i}`), "x", "y"];
    const merged = await readListPage(repos.releases, { needle: "", scopes: many, cursor: { after: "r4" }, size: 3 });
    expect(ids(merged)).toEqual(["r1", "r2", "r0"]);
    expect(merged.page).toMatchObject({ total: 5, page: 2, page_count: 2, next: null });
    expect((await page(null, { scopes: [] })).page.total).toBe(0);
  });

  it("starts again at the first page when the cursor row is gone, and shows the last page past the end", async () => {
    expect(ids(await page({ after: "missing" }))).toEqual(["r5", "r4"]);
    await repos.releases.delete("r2");
    await repos.releases.delete("r0");
    const past = await page({ after: "r1" });
    expect(ids(past)).toEqual(["r3", "r1"]);
    expect(past.page).toMatchObject({ total: 4, page: 2, next: null });
  });

  it("refreshListFields gives documents written without the derived fields their list fields, once", async () => {
    const cover = "d0000000-0000-4000-8000-0000000000c1";
    const raw = makeRelease({ id: "raw", title: "Raw Night", release_date: "2027-01-01", image_url: `/media/${cover}/640x640.webp` });
    await repos.db
      .collection("releases")
      .doc("raw")
      .set({ ...repos.releases.toDocument(raw), list_key: null, list_terms: null, list_media: null });
    expect((await page(null, { needle: "raw" })).page.total).toBe(0);
    // A document that does not parse is skipped, not a reason to stop.
    await repos.db.collection("releases").doc("broken").set({ title: 5 });
    expect(await refreshListFields(repos)).toBe(1);
    expect(ids(await page(null, { needle: "raw" }))).toEqual(["raw"]);
    // The images it shows too, which the media library finds its uses by.
    expect((await repos.db.collection("releases").doc("raw").get()).get("list_media")).toEqual([cover]);
    expect(await refreshListFields(repos)).toBe(0);
  });

  it("artists by folded name with their own id as scope, users by email", async () => {
    await Promise.all([
      repos.artists.set(makeArtist({ id: "a2", name: "émile" })),
      repos.artists.set(makeArtist({ id: "a1", name: "Zed" })),
      repos.artists.set(makeArtist({ id: "a3", name: "Ada" })),
      repos.users.set({ user_id: "u1", email: "editor@label.test", created_at: d("2025-01-01"), role_ids: [] }),
      repos.users.set({ user_id: "u2", email: null, created_at: d("2025-02-01"), role_ids: [] }),
    ]);
    const artists = await readListPage(repos.artists, { needle: "", scopes: null, cursor: null, size: 10 });
    expect(artists.rows.map((a) => a.name)).toEqual(["Ada", "émile", "Zed"]);
    expect(
      (await readListPage(repos.artists, { needle: "emi", scopes: ["a2", "a1"], cursor: null, size: 10 })).rows.map((a) => a.id),
    ).toEqual(["a2"]);
    expect(
      (await readListPage(repos.users, { needle: "label t", scopes: null, cursor: null, size: 10 })).rows.map((u) => u.user_id),
    ).toEqual(["u1"]);
  });
});

describe("newsletters' audience and send", () => {
  const fan = (key: string, list: string, status: "pending" | "confirmed" | "unsubscribed" = "confirmed") =>
    repos.subscribers.set({
      id: `${list}-${key}`,
      email: `${key}@example.com`,
      address_key: key,
      list,
      source: "manual",
      status,
      consent: { version: "manual", text: "On paper", form: "manual", agreed_at: d("2030-01-01") },
      created_at: d("2030-01-01"),
      confirmed_at: status === "pending" ? null : d("2030-01-01"),
      unsubscribed_at: null,
      confirm_by: null,
    });

  it("confirmedPage reads the confirmed records of the lists (`in`) in address-key order after the cursor, a page at a time", async () => {
    await Promise.all([
      fan("k4", "label"),
      fan("k1", "a1"),
      fan("k3", "a2"),
      fan("k2", "label"),
      fan("k1", "label"),
      fan("k5", "label", "pending"),
      fan("k6", "other"),
      fan("k0", "a1", "unsubscribed"),
    ]);
    const keys = (rows: { address_key: string; list: string }[]) => rows.map((r) => `${r.address_key}:${r.list}`);
    const first = await repos.subscribers.confirmedPage(["label", "a1"], "", 2);
    expect(first.map((r) => r.address_key)).toEqual(["k1", "k1"]);
    expect(keys(await repos.subscribers.confirmedPage(["label", "a1"], "k1", 10))).toEqual(["k2:label", "k4:label"]);
    expect((await repos.subscribers.confirmedOn(["a1", "a2"])).map((r) => r.id).sort()).toEqual(["a1-k1", "a2-k3"]);
    expect((await repos.subscribers.unsubscribedOn(["a1"])).map((r) => r.id)).toEqual(["a1-k0"]);
  });

  it("fan mails due for the bounce scan (a range on a top-level time), their check moved on or removed", async () => {
    const mail = (id: string, check: Date | null | undefined, state?: string) =>
      repos.mail.set({
        id,
        to: `${id}@x.test`,
        message: { subject: "s", text: "t" },
        created_at: d("2030-01-01"),
        kind: "newsletter",
        newsletter_id: "n1",
        address_key: `k-${id}`,
        bounce_check_at: check,
        ...(state ? { delivery: { state } } : {}),
      });
    await Promise.all([
      mail("later", d("2030-03-02")),
      mail("due", d("2030-03-01"), "ERROR"),
      mail("early", d("2030-02-01")),
      mail("unwatched", undefined, "ERROR"),
      mail("done", null),
    ]);
    const due = await repos.mail.dueForBounceCheck(d("2030-03-01"));
    expect(due.map((m) => m.id).sort()).toEqual(["due", "early"]);
    expect(due.find((m) => m.id === "due")).toEqual({
      id: "due",
      address_key: "k-due",
      delivery: { state: "ERROR" },
      created_at: d("2030-01-01"),
      newsletter_id: "n1",
    });
    await repos.mail.setBounceChecks([
      { id: "due", at: null },
      { id: "early", at: d("2030-04-01") },
    ]);
    expect((await repos.mail.dueForBounceCheck(d("2030-03-31"))).map((m) => m.id)).toEqual(["later"]);
    expect((await repos.mail.get("due"))!.bounce_check_at).toBeNull();
    expect((await repos.mail.dueForBounceCheck(d("2030-04-01"))).map((m) => m.id).sort()).toEqual(["early", "later"]);
  });

  it("newsletters due now", async () => {
    const at = d("2030-03-01");
    const newsletter = (
      id: string,
      status: "draft" | "scheduled" | "sending" | "sent",
      send_at: Date | null,
      sent_at: Date | null = null,
    ) =>
      repos.newsletters.set({
        id,
        subject: id,
        body_html: "<p>x</p>",
        audience: { label: true, artist_ids: [] },
        status,
        send_at,
        cursor: null,
        sent_by: null,
        sent_at,
        press_post_id: null,
        created_by: "u1",
        created_at: at,
        updated_at: at,
      });
    await Promise.all([
      newsletter("later", "scheduled", d("2030-04-01")),
      newsletter("due", "scheduled", d("2030-02-01")),
      newsletter("going", "sending", d("2030-01-01")),
      newsletter("draft", "draft", null),
      newsletter("old", "sent", d("2029-01-01"), d("2029-01-01")),
      newsletter("last", "sent", d("2029-06-01"), d("2029-06-01")),
    ]);
    expect((await repos.newsletters.listDue(at)).map((n) => n.id).sort()).toEqual(["due", "going"]);
  });
});

describe("promo downloads and their events", () => {
  const copy = (recipient: string, track: string, sha: string, marker: string) => ({
    id: `${recipient}_${track}_mp3_320`,
    campaign_id: recipient.split("_")[0]!,
    recipient_id: recipient,
    contact_id: recipient.split("_")[1]!,
    track_id: track,
    format: "mp3_320" as const,
    sha256: sha.repeat(64),
    marker: marker.repeat(24),
    path: `promo/x/${recipient}/${track}.mp3`,
    bytes: 1,
    made_at: d("2031-01-01"),
    tagged_for: recipient,
  });
  const event = (id: string, recipient: string, kind: "open" | "download") => ({
    id,
    campaign_id: "c1",
    recipient_id: recipient,
    contact_id: recipient.split("_")[1]!,
    kind,
    at: d("2031-01-02"),
    client_key: null,
    detail: {},
  });

  beforeEach(async () => {
    await Promise.all([
      repos.promoDownloads.set(copy("c2_k2", "t1", "b", "2")),
      repos.promoDownloads.set(copy("c1_k1", "t2", "c", "1")),
      repos.promoDownloads.set(copy("c1_k1", "t1", "a", "1")),
      repos.promoDownloads.set(copy("c1_k3", "t1", "d", "3")),
      repos.promoEvents.set(event("e2", "c1_k1", "open")),
      repos.promoEvents.set(event("e1", "c1_k1", "download")),
      repos.promoEvents.set(event("e3", "c1_k3", "download")),
    ]);
  });

  it("finds copies by hash, by marker, by campaign, by link and by contact", async () => {
    const ids = (list: { id: string }[]) => list.map((c) => c.id).sort();
    expect(ids(await repos.promoDownloads.withSha256("b".repeat(64)))).toEqual(["c2_k2_t1_mp3_320"]);
    expect(ids(await repos.promoDownloads.withMarker("1".repeat(24)))).toEqual(["c1_k1_t1_mp3_320", "c1_k1_t2_mp3_320"]);
    expect(ids(await repos.promoDownloads.listForCampaign("c1"))).toEqual(["c1_k1_t1_mp3_320", "c1_k1_t2_mp3_320", "c1_k3_t1_mp3_320"]);
    expect(ids(await repos.promoDownloads.listForRecipient("c1_k3"))).toEqual(["c1_k3_t1_mp3_320"]);
    expect(ids(await repos.promoDownloads.listForContact("k2"))).toEqual(["c2_k2_t1_mp3_320"]);
  });

  it("counts a link's downloads alone, and claims the next within the limit only", async () => {
    expect(await repos.promoEvents.countDownloads("c1_k1")).toBe(1);
    const claimed = await repos.promoEvents.claimDownload(
      { campaign_id: "c1", recipient_id: "c1_k1", contact_id: "k1", at: d("2031-01-03"), client_key: null, detail: {} },
      2,
    );
    expect(claimed?.id).toBe("c1_k1_download_2");
    expect(
      await repos.promoEvents.claimDownload(
        { campaign_id: "c1", recipient_id: "c1_k1", contact_id: "k1", at: d("2031-01-03"), client_key: null, detail: {} },
        2,
      ),
    ).toBeNull();
    expect(await repos.promoEvents.countDownloads("c1_k1")).toBe(2);
  });
});
