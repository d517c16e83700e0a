import { beforeEach, describe, expect, it } from "vitest";
import type { AdminRelease, ReleaseRecord } from "../../../src/lib/domain/catalog/contract";
import { makeRelease, makeReleaseArtist } from "../../factories";
import { callFunction } from "../support";
import {
  expectError,
  expectOk,
  HALDEN,
  OTHER,
  recordedChanges,
  releaseInput,
  repos,
  setUpStaff,
  THIRD,
  type Staff,
} from "../contentSupport";

let staff: Staff;
beforeEach(async () => {
  staff = await setUpStaff();
});

const links = async (releaseId: string) =>
  (await repos.releaseArtists.listForRelease(releaseId)).map((l) => [l.artist_id, l.artist_order, l.is_primary]);

async function createAsAdmin(overrides: Record<string, unknown> = {}): Promise<ReleaseRecord> {
  return expectOk(await callFunction("createRelease", releaseInput(overrides), staff.admin.idToken)) as ReleaseRecord;
}

describe("createRelease", () => {
  it("writes the release and its credited artists: primary at 0, the others from 1 in the given order", async () => {
    const saved = await createAsAdmin({
      additional_artist_ids: [THIRD, OTHER],
      isrc: "usabc2500001",
      credits: { producers: ["  Ines Valo ", ""], writers: [""], mastering: ["Rae Lindqvist"] },
      pre_save_enabled: true,
      pre_save_url: "https://presave.example/new",
    });
    const stored = await repos.releases.get(saved.id);
    expect(stored).toMatchObject({
      title: "New Release",
      artist_id: HALDEN,
      isrc: "USABC2500001",
      image_url: null,
      credits: { producers: ["Ines Valo"], mastering: ["Rae Lindqvist"] },
      pre_save_enabled: true,
      pre_save_url: "https://presave.example/new",
      is_published: false,
      dsp_links: {},
      dsp_links_fetched_at: null,
    });
    expect(stored!.created_at).toEqual(stored!.updated_at);
    expect(await links(saved.id)).toEqual([
      [HALDEN, 0, true],
      [THIRD, 1, false],
      [OTHER, 2, false],
    ]);
    expect(await recordedChanges()).toEqual([`releases:${saved.id}`]);
  });

  it("stores credits as empty when none are filled", async () => {
    const saved = await createAsAdmin({ credits: { producers: ["", "  "], writers: [], engineers: null } });
    expect((await repos.releases.get(saved.id))?.credits).toEqual({});
    const stored = await repos.db.collection("releases").doc(saved.id).get();
    expect(stored.get("credits")).toEqual({});
  });

  it.each([
    [{ title: " " }, "Title is required"],
    [{ artist_id: "" }, "Please select an artist"],
    [{ artist_id: "not-a-uuid" }, "Please select an artist"],
    [{ additional_artist_ids: [HALDEN] }, "An artist can only be credited once"],
    [{ additional_artist_ids: [OTHER, OTHER] }, "An artist can only be credited once"],
    [{ slug: "New Release" }, "Slug must be lowercase letters, numbers, and hyphens only"],
    [{ pre_save_url: "presave" }, "Invalid URL"],
    [{ year: "20255" }, "Must be at most 4 characters"],
  ])("rejects %o with the spec's message and writes nothing", async (change, message) => {
    expectError(await callFunction("createRelease", releaseInput(change), staff.admin.idToken), "INVALID_ARGUMENT", message);
    expect(await repos.releases.count()).toBe(0);
    expect(await repos.releaseArtists.count()).toBe(0);
  });

  it("refuses an artist that does not exist", async () => {
    const ghost = "a0000000-0000-4000-8000-0000000000ee";
    expectError(
      await callFunction("createRelease", releaseInput({ additional_artist_ids: [ghost] }), staff.admin.idToken),
      "INVALID_ARGUMENT",
      "Please select an artist",
    );
    expect(await repos.releases.count()).toBe(0);
  });

  it("refuses a slug already used by a release of a credited artist, but not of other artists", async () => {
    await createAsAdmin({ slug: "shared", additional_artist_ids: [OTHER] });
    expectError(
      await callFunction("createRelease", releaseInput({ slug: "shared", artist_id: OTHER }), staff.admin.idToken),
      "ALREADY_EXISTS",
      "A release with this slug already exists for this artist",
    );
    await createAsAdmin({ slug: "shared", artist_id: THIRD });
    expect(await repos.releases.count()).toBe(2);
  });
});

describe("updateRelease", () => {
  it("replaces the credited artists and keeps what the form does not hold", async () => {
    const saved = await createAsAdmin({ additional_artist_ids: [OTHER, THIRD], credits: { producers: ["A"] } });
    await repos.releases.update(saved.id, { dsp_links: { spotify: "https://open.spotify.com/album/x" }, total_tracks: 7 });

    const updated = expectOk(
      await callFunction(
        "updateRelease",
        { id: saved.id, release: releaseInput({ title: "Renamed", artist_id: HALDEN, additional_artist_ids: [THIRD], credits: {} }) },
        staff.admin.idToken,
      ),
    ) as ReleaseRecord;
    expect(updated.title).toBe("Renamed");
    expect(await links(saved.id)).toEqual([
      [HALDEN, 0, true],
      [THIRD, 1, false],
    ]);
    const stored = await repos.releases.get(saved.id);
    expect(stored).toMatchObject({
      title: "Renamed",
      credits: {},
      dsp_links: { spotify: "https://open.spotify.com/album/x" },
      total_tracks: 7,
    });
    expect(stored!.created_at).toEqual(new Date(saved.created_at));
    expect(stored!.updated_at.getTime()).toBeGreaterThan(stored!.created_at.getTime());
    expect(await recordedChanges()).toEqual([`releases:${saved.id}`, `releases:${saved.id}`]);
  });

  it("can swap the primary artist with an additional one", async () => {
    const saved = await createAsAdmin({ additional_artist_ids: [OTHER] });
    expectOk(
      await callFunction(
        "updateRelease",
        { id: saved.id, release: releaseInput({ artist_id: OTHER, additional_artist_ids: [HALDEN] }) },
        staff.admin.idToken,
      ),
    );
    expect(await links(saved.id)).toEqual([
      [OTHER, 0, true],
      [HALDEN, 1, false],
    ]);
    expect((await repos.releases.get(saved.id))?.artist_id).toBe(OTHER);
  });

  it("answers not-found for a release that does not exist", async () => {
    expectError(
      await callFunction("updateRelease", { id: "b0000000-0000-4000-8000-0000000000ff", release: releaseInput() }, staff.admin.idToken),
      "NOT_FOUND",
      "Release not found",
    );
    expect(await repos.releaseArtists.count()).toBe(0);
  });
});

describe("setReleasePublished", () => {
  it("publishes and unpublishes, recording each change", async () => {
    const saved = await createAsAdmin();
    expect(expectOk(await callFunction("setReleasePublished", { id: saved.id, is_published: true }, staff.admin.idToken))).toEqual({
      id: saved.id,
      is_published: true,
    });
    expect((await repos.releases.get(saved.id))?.is_published).toBe(true);
    expectOk(await callFunction("setReleasePublished", { id: saved.id, is_published: false }, staff.admin.idToken));
    expect((await repos.releases.get(saved.id))?.is_published).toBe(false);
    expect(await recordedChanges()).toEqual([`releases:${saved.id}`, `releases:${saved.id}`, `releases:${saved.id}`]);
  });
});

describe("deleteRelease", () => {
  it("removes the release, its artist links and its pre-saves", async () => {
    const saved = await createAsAdmin({ additional_artist_ids: [OTHER] });
    await repos.preSaves.set({ id: "ps-1", release_id: saved.id, email: "fan@example.com", created_at: new Date() });
    await repos.preSaves.set({ id: "ps-2", release_id: "another", email: null, created_at: new Date() });
    expect(expectOk(await callFunction("deleteRelease", { id: saved.id }, staff.admin.idToken))).toEqual({ id: saved.id });
    expect(await repos.releases.get(saved.id)).toBeNull();
    expect(await repos.releaseArtists.count()).toBe(0);
    expect(await repos.preSaves.countForRelease(saved.id)).toBe(0);
    expect(await repos.preSaves.countForRelease("another")).toBe(1);
    expect((await recordedChanges()).at(-1)).toBe(`releases:${saved.id}`);
  });
});

describe("listAdminReleases", () => {
  it("lists every release newest first with its primary artist name, credited artists and pre-save count", async () => {
    await Promise.all([
      repos.releases.set(makeRelease({ id: "r-old", artist_id: HALDEN, release_date: "2023-01-01", title: "Old" })),
      repos.releases.set(makeRelease({ id: "r-new", artist_id: OTHER, release_date: "2026-01-01", title: "New", is_published: false })),
      repos.releases.set(makeRelease({ id: "r-none", artist_id: null, release_date: null, title: "Undated" })),
      repos.releaseArtists.set(makeReleaseArtist({ release_id: "r-new", artist_id: OTHER })),
      repos.releaseArtists.set(makeReleaseArtist({ release_id: "r-new", artist_id: HALDEN, artist_order: 1, is_primary: false })),
      repos.releaseArtists.set(makeReleaseArtist({ release_id: "r-old", artist_id: HALDEN })),
      repos.preSaves.set({ id: "p1", release_id: "r-new", email: "a@example.com", created_at: new Date() }),
      repos.preSaves.set({ id: "p2", release_id: "r-new", email: null, created_at: new Date() }),
    ]);
    const { releases } = expectOk(await callFunction("listAdminReleases", {}, staff.admin.idToken)) as { releases: AdminRelease[] };
    expect(releases.map((r) => [r.id, r.primary_artist_name, r.pre_save_count])).toEqual([
      ["r-new", "Other Artist", 2],
      ["r-old", "Halden Drift", 0],
      ["r-none", null, 0],
    ]);
    expect(releases[0]!.release_artists).toEqual([
      { artist_id: OTHER, is_primary: true, artist_order: 0, artist: { id: OTHER, name: "Other Artist", slug: "other-artist" } },
      { artist_id: HALDEN, is_primary: false, artist_order: 1, artist: { id: HALDEN, name: "Halden Drift", slug: "halden-drift" } },
    ]);
  });
});

describe("release permissions", () => {
  let own: ReleaseRecord;
  let others: ReleaseRecord;
  beforeEach(async () => {
    own = await createAsAdmin({ slug: "own", is_published: true });
    others = await createAsAdmin({ slug: "others", artist_id: OTHER, additional_artist_ids: [HALDEN] });
  });

  it("refuses signed-out callers and users without a role on every call, writing nothing", async () => {
    const calls: [string, unknown][] = [
      ["listAdminReleases", {}],
      ["createRelease", releaseInput()],
      ["updateRelease", { id: own.id, release: releaseInput({ title: "x" }) }],
      ["setReleasePublished", { id: own.id, is_published: false }],
      ["deleteRelease", { id: own.id }],
    ];
    for (const [name, data] of calls) {
      expectError(await callFunction(name, data), "UNAUTHENTICATED");
      expectError(await callFunction(name, data, staff.fan.idToken), "PERMISSION_DENIED");
    }
    expect(await repos.releases.get(own.id)).toMatchObject({ title: "New Release", is_published: true });
    expect(await repos.releases.count()).toBe(2);
  });

  it("lets an editor scoped to Halden Drift work on Halden Drift's releases only", async () => {
    const list = expectOk(await callFunction("listAdminReleases", {}, staff.editor.idToken)) as { releases: AdminRelease[] };
    expect(list.releases.map((r) => r.id)).toEqual([own.id]);

    expectOk(await callFunction("createRelease", releaseInput({ slug: "drafted", additional_artist_ids: [OTHER] }), staff.editor.idToken));
    expectError(
      await callFunction("createRelease", releaseInput({ slug: "foreign", artist_id: OTHER }), staff.editor.idToken),
      "PERMISSION_DENIED",
    );

    expectOk(
      await callFunction(
        "updateRelease",
        { id: own.id, release: releaseInput({ slug: "own", title: "Edited", is_published: true }) },
        staff.editor.idToken,
      ),
    );
    // Credited on the other release, but not its primary artist: the scope is the primary artist.
    expectError(
      await callFunction(
        "updateRelease",
        { id: others.id, release: releaseInput({ slug: "others", artist_id: OTHER }) },
        staff.editor.idToken,
      ),
      "PERMISSION_DENIED",
    );
    // Handing the release to another artist, or taking one over, needs edit for both.
    expectError(
      await callFunction(
        "updateRelease",
        { id: own.id, release: releaseInput({ slug: "own", artist_id: OTHER, is_published: true }) },
        staff.editor.idToken,
      ),
      "PERMISSION_DENIED",
    );
    expectError(
      await callFunction(
        "updateRelease",
        { id: others.id, release: releaseInput({ slug: "others", artist_id: HALDEN }) },
        staff.editor.idToken,
      ),
      "PERMISSION_DENIED",
    );

    expectOk(await callFunction("setReleasePublished", { id: own.id, is_published: false }, staff.editor.idToken));
    expectError(
      await callFunction("setReleasePublished", { id: others.id, is_published: true }, staff.editor.idToken),
      "PERMISSION_DENIED",
    );
    // The seed's editor has no delete grant.
    expectError(await callFunction("deleteRelease", { id: own.id }, staff.editor.idToken), "PERMISSION_DENIED");

    expect(await repos.releases.get(own.id)).toMatchObject({ title: "Edited", artist_id: HALDEN, is_published: false });
    expect(await repos.releases.get(others.id)).toMatchObject({ title: "New Release", artist_id: OTHER, is_published: false });
    expect(await repos.releases.count()).toBe(3);
  });

  it("lets a Super Admin do everything", async () => {
    expectOk(
      await callFunction(
        "updateRelease",
        { id: others.id, release: releaseInput({ slug: "others", artist_id: THIRD }) },
        staff.admin.idToken,
      ),
    );
    expectOk(await callFunction("setReleasePublished", { id: others.id, is_published: true }, staff.admin.idToken));
    expectOk(await callFunction("deleteRelease", { id: own.id }, staff.admin.idToken));
    expect(await repos.releases.get(others.id)).toMatchObject({ artist_id: THIRD, is_published: true });
    expect(await repos.releases.get(own.id)).toBeNull();
  });
});
