import { beforeEach, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../../src/lib/domain/publishing";
import { contentWriter, queueSiteChange, type ChangeSideEffect } from "../../../src/lib/data/catalog/contentWriter";
import {
  createContent,
  deleteArtistCascade,
  deleteReleaseCascade,
  saveReleaseWithLinks,
  updateContent,
} from "../../../src/lib/data/catalog/contentTransactions";
import { makeArtist, makeRelease, makeReleaseArtist } from "../../factories";
import { recordedChanges, repositories, resetDatabase } from "../support";

/**
 * The content writer against the emulator: every content write lands with
 * its change record in one transaction, or neither lands.
 */
const repos = repositories();
const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
const writer = contentWriter(repos, "uid-editor");
/** A release's credits document, as artist ids in credit order (null: none). */
const creditedIds = async (releaseId: string) => (await repos.releaseCredits.get(releaseId))?.artists.map((a) => a.artist_id) ?? null;

beforeEach(resetDatabase);

describe("a write and its change record share one transaction", () => {
  it("a write that fails halfway leaves neither the content nor the record", async () => {
    const artist = makeArtist({ id: "a1" });
    await expect(
      writer.run(async (unit) => {
        unit.create("artists", artist);
        unit.create("releases", makeRelease({ id: "r1", artist_id: "a1" }));
        throw new Error("crashed after the first writes");
      }),
    ).rejects.toThrow("crashed after the first writes");
    expect(await repos.artists.get("a1")).toBeNull();
    expect(await repos.releases.get("r1")).toBeNull();
    expect(await recordedChanges()).toEqual([]);
  });

  it("a side effect that fails after the change record was staged takes the content with it", async () => {
    const failing: ChangeSideEffect = () => {
      throw new Error("audit log unavailable");
    };
    const strict = contentWriter(repos, "uid-editor", [queueSiteChange, failing]);
    await expect(createContent(strict, "artists", makeArtist({ id: "a1" }))).rejects.toThrow("audit log unavailable");
    expect(await repos.artists.get("a1")).toBeNull();
    expect(await recordedChanges()).toEqual([]);
  });

  it("a create that clashes with an existing id writes no record", async () => {
    await repos.artists.set(makeArtist({ id: "a1" }));
    await expect(createContent(writer, "artists", makeArtist({ id: "a1", name: "Other" }))).rejects.toThrow();
    expect(await recordedChanges()).toEqual([]);
  });
});

describe("the change record", () => {
  it("says who changed which document, how, when, and the fields before and after", async () => {
    let tick = 0;
    const clocked = contentWriter(repos, "uid-editor", undefined, () => new Date(Date.UTC(2025, 5, 1, 12, 0, tick++)));
    await createContent(clocked, "artists", makeArtist({ id: "a1", name: "Ay", is_published: false }));
    await updateContent(clocked, "artists", "a1", { name: "Bee" });
    await updateContent(clocked, "artists", "a1", { is_published: true });
    const changes = await repos.contentChanges.listPending();
    expect(changes.map((c) => [c.entity, c.entity_id, c.kind, c.actor])).toEqual([
      ["artists", "a1", "create", "uid-editor"],
      ["artists", "a1", "update", "uid-editor"],
      ["artists", "a1", "publish", "uid-editor"],
    ]);
    expect(changes.map((c) => c.at.toISOString())).toEqual([
      "2025-06-01T12:00:00.000Z",
      "2025-06-01T12:00:01.000Z",
      "2025-06-01T12:00:02.000Z",
    ]);
    expect(changes[1]!.fields).toEqual([{ field: "name", before: "Ay", after: "Bee" }]);
    expect(changes[0]!.fields).toContainEqual({ field: "name", before: null, after: "Ay" });
  });

  it("a scheduled job writes as the system actor", async () => {
    await createContent(contentWriter(repos, SYSTEM_ACTOR), "releases", makeRelease({ id: "r1" }));
    expect((await repos.contentChanges.listPending()).map((c) => c.actor)).toEqual([SYSTEM_ACTOR]);
  });

  it("a release's credited artists appear as its `artists` field, in credit order", async () => {
    const release = makeRelease({ id: "r1", artist_id: "a" });
    await saveReleaseWithLinks(writer, { release, links: [makeReleaseArtist({ release_id: "r1", artist_id: "a" })], mode: "create" });
    const links = [
      makeReleaseArtist({ release_id: "r1", artist_id: "a" }),
      makeReleaseArtist({ release_id: "r1", artist_id: "b", artist_order: 1, is_primary: false }),
    ];
    await saveReleaseWithLinks(writer, { release, links, mode: "update" });
    const [, update] = await repos.contentChanges.listPending();
    expect(update).toMatchObject({ kind: "update", fields: [{ field: "artists", before: ["a"], after: ["a", "b"] }] });
  });
});

describe("content writes (queries read inside the transaction)", () => {
  it("saveReleaseWithLinks creates, then replaces the links and the credits; a refetch creates its missing artists with it", async () => {
    const release = makeRelease({ id: "r1", artist_id: "a" });
    await repos.releaseArtists.set(makeReleaseArtist({ release_id: "r2", artist_id: "a" }));
    const twoLinks = [
      makeReleaseArtist({ release_id: "r1", artist_id: "a" }),
      makeReleaseArtist({ release_id: "r1", artist_id: "b", artist_order: 1, is_primary: false }),
    ];
    expect(await saveReleaseWithLinks(writer, { release, links: twoLinks, mode: "create" })).toBe(true);
    expect(await creditedIds("r1")).toEqual(["a", "b"]);
    await expect(saveReleaseWithLinks(writer, { release, links: [], mode: "create" })).rejects.toThrow();
    const newArtist = makeArtist({ id: "b", is_published: false });
    const links = [makeReleaseArtist({ release_id: "r1", artist_id: "b" })];
    expect(
      await saveReleaseWithLinks(writer, {
        release: { ...release, title: "Two" },
        links,
        mode: "update",
        kind: "refetch",
        newArtists: [newArtist],
      }),
    ).toBe(true);
    expect((await repos.releaseArtists.listForRelease("r1")).map((l) => [l.artist_id, l.artist_order])).toEqual([["b", 0]]);
    expect(await repos.releaseCredits.get("r1")).toEqual({
      release_id: "r1",
      artists: [{ artist_id: "b", artist_order: 0, is_primary: true }],
    });
    expect((await repos.releaseArtists.listForRelease("r2")).map((l) => l.artist_id)).toEqual(["a"]);
    expect((await repos.releases.get("r1"))?.title).toBe("Two");
    expect(await repos.artists.get("b")).toEqual(newArtist);
    expect(await saveReleaseWithLinks(writer, { release: makeRelease({ id: "r9" }), links: [], mode: "update" })).toBe(false);
    expect(await repos.releases.get("r9")).toBeNull();
    expect((await repos.contentChanges.listPending()).map((c) => `${c.entity}:${c.entity_id}:${c.kind}`).sort()).toEqual([
      "artists:b:import",
      "releases:r1:create",
      "releases:r1:refetch",
    ]);
  });

  it("deleteReleaseCascade removes the release's links, credits, pre-saves and pre-save total only", async () => {
    await Promise.all([
      repos.releases.set(makeRelease({ id: "r1" })),
      repos.releaseCredits.set({ release_id: "r1", artists: [{ artist_id: "a", artist_order: 0, is_primary: true }] }),
      repos.releaseCredits.set({ release_id: "r2", artists: [{ artist_id: "a", artist_order: 0, is_primary: true }] }),
      repos.releaseArtists.set(makeReleaseArtist({ release_id: "r1", artist_id: "a" })),
      repos.releaseArtists.set(makeReleaseArtist({ release_id: "r2", artist_id: "a" })),
      repos.preSaves.set({ id: "s1", release_id: "r1", email: null, created_at: d("2025-01-01") }),
      repos.preSaves.set({ id: "s2", release_id: "r2", email: null, created_at: d("2025-01-01") }),
    ]);
    expect(await deleteReleaseCascade(repos, writer, "r1")).toBe(true);
    expect(await deleteReleaseCascade(repos, writer, "r1")).toBe(false);
    expect(await repos.releaseArtists.count()).toBe(1);
    expect(await repos.preSaves.countForRelease("r2")).toBe(1);
    expect(await repos.preSaves.totalsFor(["r1", "r2"])).toEqual(
      new Map([
        ["r1", 0],
        ["r2", 1],
      ]),
    );
    expect((await repos.preSaves.totals.doc("r1").get()).exists).toBe(false);
    expect([await creditedIds("r1"), await creditedIds("r2")]).toEqual([null, ["a"]]);
    expect((await repos.contentChanges.listPending()).map((c) => [c.entity_id, c.kind])).toEqual([["r1", "delete"]]);
  });

  it("deleteArtistCascade finds links, grants and primary releases by artist, and records every release it changes", async () => {
    await Promise.all([
      repos.artists.set(makeArtist({ id: "a" })),
      repos.releases.set(makeRelease({ id: "r1", artist_id: "a" })),
      repos.releases.set(makeRelease({ id: "r2", artist_id: "b" })),
      repos.releaseArtists.set(makeReleaseArtist({ release_id: "r1", artist_id: "a" })),
      repos.releaseArtists.set(makeReleaseArtist({ release_id: "r2", artist_id: "a", artist_order: 1, is_primary: false })),
      repos.releaseArtists.set(makeReleaseArtist({ release_id: "r2", artist_id: "b" })),
      repos.rolePermissions.set({ role_id: "x", permission_id: "releases.edit", artist_id: "a" }),
      repos.rolePermissions.set({ role_id: "x", permission_id: "releases.edit", artist_id: null }),
    ]);
    expect(await deleteArtistCascade(repos, writer, "a")).toEqual({ affectedReleaseIds: ["r1", "r2"] });
    expect(await deleteArtistCascade(repos, writer, "a")).toBeNull();
    expect((await repos.releases.get("r1"))?.artist_id).toBeNull();
    expect((await repos.releases.get("r2"))?.artist_id).toBe("b");
    expect((await repos.releaseArtists.listForArtist("b")).length).toBe(1);
    expect(await repos.releaseArtists.count()).toBe(1);
    expect([await creditedIds("r1"), await creditedIds("r2")]).toEqual([[], ["b"]]);
    expect((await repos.rolePermissions.listForRole("x")).map((g) => g.artist_id)).toEqual([null]);
    expect((await recordedChanges()).sort()).toEqual(["artists:a", "releases:r1", "releases:r2"]);
    const r2 = (await repos.contentChanges.listPending()).find((c) => c.entity_id === "r2")!;
    expect(r2.fields).toEqual([{ field: "artists", before: ["b", "a"], after: ["b"] }]);
  });
});
