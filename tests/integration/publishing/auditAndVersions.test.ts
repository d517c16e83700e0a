import { beforeEach, describe, expect, it } from "vitest";
import type { ReleaseRecord } from "../../../src/lib/domain/catalog/contract";
import type { AuditRow, ContentVersionRow } from "../../../src/lib/domain/publishing/auditContract";
import {
  contentWriter,
  queueSiteChange,
  appendAuditEntry,
  saveVersion,
  type ChangeSideEffect,
} from "../../../src/lib/data/catalog/contentWriter";
import { createContent } from "../../../src/lib/data/catalog/contentTransactions";
import { makeArtist, makeDemo } from "../../factories";
import { callFunction } from "../support";
import { expectError, expectOk, HALDEN, OTHER, releaseInput, repos, setUpStaff, type Staff } from "../contentSupport";

/**
 * The audit log and version history: every content write appends an audit
 * entry and a version in its own transaction; the audit screen's callable
 * filters and pages; the version history needs view on the item.
 */
let staff: Staff;
beforeEach(async () => {
  staff = await setUpStaff();
});

const audit = async () => (await repos.auditLog.query((c) => c)).sort((a, b) => a.at.getTime() - b.at.getTime());

describe("content writes", () => {
  it("a save appends an audit entry with the fields before and after, and a full version", async () => {
    const created = expectOk(await callFunction("createRelease", releaseInput({ title: "First" }), staff.admin.idToken)) as ReleaseRecord;
    expectOk(
      await callFunction(
        "updateRelease",
        {
          id: created.id,
          release: releaseInput({ title: "Second", additional_artist_ids: [OTHER], credits: { producers: ["Ines Valo"] } }),
        },
        staff.editor.idToken,
      ),
    );

    const entries = (await audit()).filter((e) => e.entity === "releases");
    expect(entries.map((e) => [e.action, e.actor, e.entity_id, e.label])).toEqual([
      ["create", staff.admin.uid, created.id, "First"],
      ["update", staff.editor.uid, created.id, "Second"],
    ]);
    const changed = Object.fromEntries(entries[1]!.fields.map((f) => [f.field, [f.before, f.after]]));
    expect(changed.title).toEqual(["First", "Second"]);
    expect(changed.artists).toEqual([[HALDEN], [HALDEN, OTHER]]);
    expect(changed.credits).toEqual([{}, { producers: ["Ines Valo"] }]);

    const versions = expectOk(await callFunction("listContentVersions", { entity: "releases", id: created.id }, staff.editor.idToken)) as {
      versions: ContentVersionRow[];
    };
    expect(versions.versions.map((v) => [v.kind, v.snapshot.title, v.artists, v.actor_email])).toEqual([
      ["update", "Second", [HALDEN, OTHER], "content-editor@label.test"],
      ["create", "First", [HALDEN], "content-admin@label.test"],
    ]);
  });

  it("a restore from the version history is logged as a restore, naming the version it brought back", async () => {
    const created = expectOk(await callFunction("createRelease", releaseInput({ title: "First" }), staff.admin.idToken)) as ReleaseRecord;
    expectOk(await callFunction("updateRelease", { id: created.id, release: releaseInput({ title: "Second" }) }, staff.admin.idToken));
    const history = async () =>
      (
        expectOk(await callFunction("listContentVersions", { entity: "releases", id: created.id }, staff.admin.idToken)) as {
          versions: ContentVersionRow[];
        }
      ).versions;
    const first = (await history()).find((v) => v.snapshot.title === "First")!;

    // What RESTORE sends: the version's fields through the normal save, with the version's id.
    expectOk(
      await callFunction(
        "updateRelease",
        { id: created.id, release: releaseInput({ title: "First" }), restored_from: first.id },
        staff.editor.idToken,
      ),
    );
    const listed = expectOk(await callFunction("listAuditEntries", { entity: "releases", entity_id: created.id }, staff.admin.idToken)) as {
      entries: AuditRow[];
    };
    expect(listed.entries.map((e) => e.action)).toEqual(["restore", "update", "create"]);
    expect(listed.entries[0]).toMatchObject({
      actor: staff.editor.uid,
      restored_from: { version_id: first.id, at: new Date(first.at).toISOString() },
    });
    expect(listed.entries[0]!.fields).toContainEqual({ field: "title", before: "Second", after: "First" });
    expect(listed.entries[1]!.restored_from).toBeNull();
    expect((await history())[0]).toMatchObject({ kind: "restore", snapshot: { title: "First" } });

    // A version that is not this item's (or no longer kept) leaves a restore without its source.
    const other = expectOk(
      await callFunction("createRelease", releaseInput({ title: "Other", slug: "other" }), staff.admin.idToken),
    ) as ReleaseRecord;
    const [otherVersion] = (
      expectOk(await callFunction("listContentVersions", { entity: "releases", id: other.id }, staff.admin.idToken)) as {
        versions: ContentVersionRow[];
      }
    ).versions;
    expectOk(
      await callFunction(
        "updateRelease",
        { id: created.id, release: releaseInput({ title: "Second" }), restored_from: otherVersion!.id },
        staff.admin.idToken,
      ),
    );
    const [latest] = await repos.auditLog.page({ entity: "releases", entityId: created.id, limit: 1 });
    expect(latest).toMatchObject({ action: "restore", restored_from: null });
  });

  it("a write that fails leaves neither its audit entry nor its version", async () => {
    const failing: ChangeSideEffect = () => {
      throw new Error("disk full");
    };
    const writer = contentWriter(repos, "uid-editor", [queueSiteChange, appendAuditEntry, saveVersion, failing]);
    await expect(createContent(writer, "artists", makeArtist({ id: "a1" }))).rejects.toThrow("disk full");
    expect(await repos.artists.get("a1")).toBeNull();
    expect(await repos.auditLog.count()).toBe(0);
    expect(await repos.contentVersions.count()).toBe(0);
  });

  it("keeps the last 50 versions of an item", async () => {
    const writer = contentWriter(repos, "uid-editor");
    await createContent(writer, "artists", makeArtist({ id: "a2", name: "v0" }));
    for (let i = 1; i <= 51; i++)
      await writer.run(async (unit) =>
        unit.replace("artists", (await unit.get("artists", "a2"))!, makeArtist({ id: "a2", name: `v${i}` })),
      );
    const kept = await repos.contentVersions.listFor("artists", "a2", 100);
    expect(kept).toHaveLength(50);
    expect(kept[0]!.snapshot.name).toBe("v51");
    expect(kept.at(-1)!.snapshot.name).toBe("v2");
  });

  it("the history of an item is refused to callers without view on it", async () => {
    const other = expectOk(
      await callFunction("createRelease", releaseInput({ artist_id: OTHER, slug: "other-release" }), staff.admin.idToken),
    ) as ReleaseRecord;
    expectError(await callFunction("listContentVersions", { entity: "releases", id: other.id }, staff.editor.idToken), "PERMISSION_DENIED");
    expectError(await callFunction("listContentVersions", { entity: "releases", id: other.id }, staff.fan.idToken), "PERMISSION_DENIED");
  });
});

describe("other admin writes", () => {
  it("a demo review is logged with who and what, in its transaction", async () => {
    await repos.demos.set(makeDemo({ id: "d0000000-0000-4000-8000-000000000001", status: "pending" }));
    expectOk(
      await callFunction("updateDemoStatus", { id: "d0000000-0000-4000-8000-000000000001", status: "accepted" }, staff.admin.idToken),
    );
    const entry = (await audit()).find((e) => e.entity === "demos")!;
    expect(entry).toMatchObject({ action: "status", actor: staff.admin.uid, entity_id: "d0000000-0000-4000-8000-000000000001" });
    expect(entry.fields.find((f) => f.field === "status")).toEqual({ field: "status", before: "pending", after: "accepted" });
  });
});

describe("listAuditEntries", () => {
  it("filters by person and record, pages newest first, and needs user_management view", async () => {
    for (const name of ["A", "B", "C"])
      await createContent(
        contentWriter(repos, staff.admin.uid),
        "artists",
        makeArtist({ id: `a-${name}`, name, slug: `s-${name.toLowerCase()}` }),
      );
    await createContent(contentWriter(repos, staff.editor.uid), "artists", makeArtist({ id: "a-E", name: "E", slug: "s-e" }));
    const byAdmin = expectOk(await callFunction("listAuditEntries", { actor: staff.admin.uid }, staff.admin.idToken)) as {
      entries: AuditRow[];
    };
    expect(byAdmin.entries.map((e) => e.label)).toEqual(["C", "B", "A"]);
    expect(byAdmin.entries[0]!.actor_email).toBe("content-admin@label.test");
    const one = expectOk(await callFunction("listAuditEntries", { entity: "artists", entity_id: "a-E" }, staff.admin.idToken)) as {
      entries: AuditRow[];
    };
    expect(one.entries.map((e) => [e.label, e.actor])).toEqual([["E", staff.editor.uid]]);
    const future = expectOk(await callFunction("listAuditEntries", { from: "2999-01-01T00:00:00Z" }, staff.admin.idToken)) as {
      entries: AuditRow[];
    };
    expect(future.entries).toEqual([]);
    expectError(await callFunction("listAuditEntries", {}, staff.editor.idToken), "PERMISSION_DENIED");
  });
});
