import { beforeEach, describe, expect, it } from "vitest";
import { type Release } from "../../src/lib/domain/catalog";
import { ADMIN_PAGE_SIZE, ONE_PAGE_CURSOR, releaseListKey, type ListPage } from "../../src/lib/domain/shared";
import { makeArtist, makePressPost, makeRelease, makeReleaseArtist } from "../factories";
import { callFunction } from "./support";
import { expectError, expectOk, grantCustom, HALDEN, OTHER, repos, setUpStaff, THIRD, type Staff } from "./contentSupport";

/**
 * The paged admin lists over HTTP (docs/admin-lists.md): pages, search and
 * counts as a Super Admin and as an editor scoped to Halden Drift, whose
 * lists hold and count only Halden Drift's rows.
 */
let staff: Staff;
const uuid = (kind: string, n: number) => `${kind}0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

type Page<K extends string> = Record<K, { id: string }[]> & { page: ListPage };
async function list<K extends string>(name: string, key: K, request: object, idToken: string): Promise<{ ids: string[]; page: ListPage }> {
  const result = expectOk(await callFunction(name, request, idToken)) as Page<K>;
  return { ids: result[key].map((row) => row.id), page: result.page };
}

describe("listAdminReleases", () => {
  // 30 releases of Halden Drift, 15 of Other Artist, one a day; every third titled "Night …".
  const releases: Release[] = Array.from({ length: 45 }, (_, i) =>
    makeRelease({
      id: uuid("b", i),
      title: `${i % 3 === 0 ? "Night" : "Day"} ${String(i).padStart(2, "0")}`,
      artist_id: i < 30 ? HALDEN : OTHER,
      release_date: new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10),
    }),
  );
  const inListOrder = (rows: Release[]) => [...rows].sort((a, b) => (releaseListKey(a) < releaseListKey(b) ? -1 : 1)).map((r) => r.id);

  beforeEach(async () => {
    staff = await setUpStaff();
    const batch = repos.db.batch();
    for (const release of releases) batch.set(repos.releases.collection.doc(release.id), repos.releases.toDocument(release));
    await batch.commit();
    await repos.releaseArtists.set(makeReleaseArtist({ release_id: releases[44]!.id, artist_id: OTHER }));
    await repos.preSaves.set({ id: "p1", release_id: releases[44]!.id, email: "fan@example.com", created_at: new Date() });
  });

  it("gives a Super Admin every release a page at a time, newest first, with the counts and the neighbours' cursors", async () => {
    const all = inListOrder(releases);
    const first = expectOk(await callFunction("listAdminReleases", {}, staff.admin.idToken)) as {
      releases: { id: string; pre_save_count: number; primary_artist_name: string }[];
      page: ListPage;
    };
    expect(first.releases.map((r) => r.id)).toEqual(all.slice(0, ADMIN_PAGE_SIZE));
    expect(first.page).toEqual({ total: 45, page: 1, page_count: 3, previous: null, next: all[19] });
    // The page's rows are joined with their artists and pre-saves.
    expect(first.releases[0]).toMatchObject({ id: releases[44]!.id, primary_artist_name: "Other Artist", pre_save_count: 1 });

    const second = await list("listAdminReleases", "releases", { after: first.page.next }, staff.admin.idToken);
    expect(second.ids).toEqual(all.slice(20, 40));
    expect(second.page).toEqual({ total: 45, page: 2, page_count: 3, previous: all[20], next: all[39] });
    const last = await list("listAdminReleases", "releases", { last: true }, staff.admin.idToken);
    expect(last.ids).toEqual(all.slice(40));
    expect(last.page).toMatchObject({ page: 3, next: null, previous: all[40] });
    const back = await list("listAdminReleases", "releases", { before: last.page.previous }, staff.admin.idToken);
    expect(back.ids).toEqual(second.ids);
  });

  it("searches titles by word prefix, any case, and pages and counts the matches", async () => {
    const nights = inListOrder(releases.filter((r) => r.title.startsWith("Night")));
    const found = await list("listAdminReleases", "releases", { q: "  NIGHT " }, staff.admin.idToken);
    expect(found.ids).toEqual(nights);
    expect(found.page).toMatchObject({ total: 15, page_count: 1, next: null });
    expect((await list("listAdminReleases", "releases", { q: "night 4" }, staff.admin.idToken)).ids).toEqual([uuid("b", 42)]);
    expect((await list("listAdminReleases", "releases", { q: "ight" }, staff.admin.idToken)).page.total).toBe(0);
  });

  it("gives an editor scoped to Halden Drift only Halden Drift's releases, and counts only those", async () => {
    const own = inListOrder(releases.filter((r) => r.artist_id === HALDEN));
    const first = await list("listAdminReleases", "releases", {}, staff.editor.idToken);
    expect(first.ids).toEqual(own.slice(0, 20));
    expect(first.page).toEqual({ total: 30, page: 1, page_count: 2, previous: null, next: own[19] });
    const second = await list("listAdminReleases", "releases", { after: first.page.next }, staff.editor.idToken);
    expect(second.ids).toEqual(own.slice(20));
    expect(second.page).toMatchObject({ total: 30, page: 2, next: null });
    // The search keeps to the same releases.
    const nights = await list("listAdminReleases", "releases", { q: "night" }, staff.editor.idToken);
    expect(nights.ids).toEqual(own.filter((id) => releases.find((r) => r.id === id)!.title.startsWith("Night")));
    expect(nights.page.total).toBe(10);
    // A cursor on another artist's release pages Halden Drift's releases from there, never showing it.
    const fromForeign = await list("listAdminReleases", "releases", { after: uuid("b", 40) }, staff.editor.idToken);
    expect(fromForeign.ids.every((id) => own.includes(id))).toBe(true);
  });

  it("refuses two cursors or a malformed one before reading anything", async () => {
    expectError(
      await callFunction("listAdminReleases", { after: uuid("b", 1), before: uuid("b", 2) }, staff.admin.idToken),
      "INVALID_ARGUMENT",
      ONE_PAGE_CURSOR,
    );
    expectError(await callFunction("listAdminReleases", { after: "../artists" }, staff.admin.idToken), "INVALID_ARGUMENT");
    expectError(await callFunction("listAdminReleases", { q: "x".repeat(201) }, staff.admin.idToken), "INVALID_ARGUMENT");
  });
});

describe("listAdminArtists, listAdminPressPosts and listUsers", () => {
  beforeEach(async () => {
    staff = await setUpStaff();
    await Promise.all([
      ...Array.from({ length: 22 }, (_, i) =>
        repos.artists.set(makeArtist({ id: uuid("a", 100 + i), name: `Tape ${String(i).padStart(2, "0")}` })),
      ),
      ...Array.from({ length: 25 }, (_, i) =>
        repos.pressPosts.set(
          makePressPost({
            id: uuid("c", i),
            title: `${i % 5 === 0 ? "Tour" : "News"} ${i}`,
            created_at: new Date(Date.UTC(2025, 0, 1 + i)),
          }),
        ),
      ),
    ]);
  });

  it("artists by name, searched by name; the scoped editor sees and counts one", async () => {
    const first = await list("listAdminArtists", "artists", {}, staff.admin.idToken);
    expect(first.page).toMatchObject({ total: 25, page_count: 2 });
    expect(first.ids.slice(0, 1)).toEqual([HALDEN]);
    const tapes = await list("listAdminArtists", "artists", { q: "tape 1" }, staff.admin.idToken);
    expect(tapes.ids).toEqual(Array.from({ length: 10 }, (_, i) => uuid("a", 110 + i)));
    const scoped = await list("listAdminArtists", "artists", {}, staff.editor.idToken);
    expect(scoped).toEqual({ ids: [HALDEN], page: { total: 1, page: 1, page_count: 1, previous: null, next: null } });
    expect((await list("listAdminArtists", "artists", { q: "tape" }, staff.editor.idToken)).page.total).toBe(0);
  });

  it("press posts newest first, searched by title", async () => {
    const first = await list("listAdminPressPosts", "posts", {}, staff.admin.idToken);
    expect(first.ids).toEqual(Array.from({ length: 20 }, (_, i) => uuid("c", 24 - i)));
    expect(first.page).toMatchObject({ total: 25, page_count: 2 });
    const tours = await list("listAdminPressPosts", "posts", { q: "tour" }, staff.admin.idToken);
    expect(tours.ids).toEqual([20, 15, 10, 5, 0].map((n) => uuid("c", n)));
  });

  it("users newest first, searched by email, counted on the server", async () => {
    const result = expectOk(await callFunction("listUsers", { q: "content e" }, staff.admin.idToken)) as {
      users: { user_id: string }[];
      page: ListPage;
    };
    expect(result.users.map((u) => u.user_id)).toEqual([staff.editor.uid]);
    expect(result.page.total).toBe(1);
    expect(((await callFunction("listUsers", {}, staff.admin.idToken)).result as { page: ListPage }).page.total).toBe(4);
  });
});

describe("listArtistChoices and importedSpotifyAlbums", () => {
  beforeEach(async () => {
    staff = await setUpStaff();
  });

  it("offers any artist to credit, only the caller's own for the primary artist, and names the artists asked for", async () => {
    await repos.artists.update(OTHER, { spotify_artist_id: "sp-other" });
    expect(expectOk(await callFunction("listArtistChoices", { q: "oth" }, staff.editor.idToken))).toEqual({
      artists: [{ id: OTHER, name: "Other Artist", spotify_artist_id: "sp-other" }],
      named: [],
    });
    const primary = expectOk(await callFunction("listArtistChoices", { for_release: "draft", ids: [THIRD] }, staff.editor.idToken)) as {
      artists: { id: string }[];
      named: { id: string; name: string }[];
    };
    expect(primary.artists.map((a) => a.id)).toEqual([HALDEN]);
    expect(primary.named).toEqual([{ id: THIRD, name: "Third Artist", spotify_artist_id: null }]);
    await grantCustom([{ resource: "releases", action: "view" }]);
    expectError(await callFunction("listArtistChoices", { for_release: "draft" }, staff.custom.idToken), "PERMISSION_DENIED");
  });

  it("tells the import dialog which albums are already releases, to those who may import", async () => {
    await repos.releases.set(makeRelease({ id: uuid("b", 900), spotify_album_id: "alb-in" }));
    expect(expectOk(await callFunction("importedSpotifyAlbums", { albumIds: ["alb-in", "alb-new"] }, staff.editor.idToken))).toEqual({
      albumIds: ["alb-in"],
    });
    expectError(await callFunction("importedSpotifyAlbums", { albumIds: ["alb-in"] }, staff.fan.idToken), "PERMISSION_DENIED");
  });
});
