import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { permissionId, type RolePermission } from "../../../src/lib/domain/access";
import { normalizeCode } from "../../../src/lib/domain/store/code";
import { makeRelease } from "../../factories";
import { ARTIST_ID, OTHER_ARTIST_ID, ROLES, call, seedAccess, signInCast, type Cast } from "../accessFixtures";
import { repositories, resetDatabase } from "../support";

/**
 * Download codes as staff make them (docs/store.md#download-codes): a batch
 * of single-use codes for a release, listed for the caller's artists,
 * exported as CSV; store edit on the release's primary artist to make or
 * export, store view to list; an audit entry for each batch.
 */
const repos = repositories();
let cast: Cast;

beforeAll(async () => {
  cast = await signInCast();
});

const storeGrant = (action: "view" | "edit"): RolePermission => ({
  role_id: ROLES.artistEditor,
  permission_id: permissionId("store", action),
  artist_id: ARTIST_ID,
});

beforeEach(async () => {
  await resetDatabase();
  await seedAccess(cast);
  // The seed's Artist Editor holds store view and edit on their artist.
  await Promise.all([repos.rolePermissions.set(storeGrant("view")), repos.rolePermissions.set(storeGrant("edit"))]);
});

async function releaseOf(artistId: string) {
  const release = makeRelease({ artist_id: artistId, title: `Low Tide ${artistId.slice(-2)}` });
  await repos.releases.set(release);
  return release;
}

describe("download code batches", () => {
  it("makes the count asked of distinct, well-formed codes for the release, with an audit entry, and exports them as CSV", async () => {
    const release = await releaseOf(ARTIST_ID);
    const made = await call("generateDownloadCodes", { release_id: release.id, count: 25, label: "Tour cards" }, cast.artistEditor);
    expect(made.error).toBeUndefined();
    const batch = (made.result as { batch: { id: string; count: number; release_id: string; artist_id: string } }).batch;
    expect(batch).toMatchObject({ count: 25, release_id: release.id, artist_id: ARTIST_ID });

    const codes = await repos.downloadCodes.listForBatch(batch.id);
    expect(codes).toHaveLength(25);
    expect(new Set(codes.map((c) => c.id)).size).toBe(25);
    expect(codes.every((c) => normalizeCode(c.id) === c.id && c.redeemed_at === null && c.release_id === release.id)).toBe(true);
    const entries = await repos.auditLog.query((c) => c.where("entity_id", "==", batch.id));
    expect(entries.map((e) => [e.entity, e.action, e.actor])).toEqual([["store_code_batches", "generate", cast.artistEditor.uid]]);

    const exported = await call("exportDownloadCodes", { batch_id: batch.id }, cast.artistEditor);
    expect(exported.error).toBeUndefined();
    const { csv, rows, filename } = exported.result as { csv: string; rows: number; filename: string };
    expect(rows).toBe(25);
    expect(filename).toMatch(/^download-codes-low-tide-a1-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("code,redeemed_at,order_number");
    expect(
      lines
        .slice(1)
        .map((line) => line.split(",")[0])
        .sort(),
    ).toEqual(codes.map((c) => c.id).sort());
  });

  it("refuses more than 10,000 codes a batch with a clear message, and writes nothing", async () => {
    const release = await releaseOf(ARTIST_ID);
    const response = await call("generateDownloadCodes", { release_id: release.id, count: 10_001 }, cast.superAdmin);
    expect(response.error?.status).toBe("INVALID_ARGUMENT");
    expect(response.error?.message).toBe("At most 10000 codes a batch.");
    expect(await repos.downloadCodes.count()).toBe(0);
  });

  it("lets only store grants on the release's artist make and export; lists only the caller's artists' batches", async () => {
    const own = await releaseOf(ARTIST_ID);
    const other = await releaseOf(OTHER_ARTIST_ID);
    expect((await call("generateDownloadCodes", { release_id: other.id, count: 1 }, cast.artistEditor)).error?.status).toBe(
      "PERMISSION_DENIED",
    );
    expect((await call("generateDownloadCodes", { release_id: own.id, count: 1 }, cast.fan)).error?.status).toBe("PERMISSION_DENIED");
    expect((await call("generateDownloadCodes", { release_id: own.id, count: 1 })).error?.status).toBe("UNAUTHENTICATED");

    const ownBatch = (
      (await call("generateDownloadCodes", { release_id: own.id, count: 2 }, cast.superAdmin)).result as { batch: { id: string } }
    ).batch;
    const otherBatch = (
      (await call("generateDownloadCodes", { release_id: other.id, count: 2 }, cast.superAdmin)).result as { batch: { id: string } }
    ).batch;

    const listed = (who: Cast[keyof Cast]) =>
      call("listDownloadCodeBatches", {}, who).then((r) => (r.result as { batches: { id: string }[] }).batches.map((b) => b.id).sort());
    expect(await listed(cast.artistEditor)).toEqual([ownBatch.id]);
    expect(await listed(cast.superAdmin)).toEqual([ownBatch.id, otherBatch.id].sort());
    expect((await call("listDownloadCodeBatches", {}, cast.fan)).error?.status).toBe("PERMISSION_DENIED");

    expect((await call("exportDownloadCodes", { batch_id: otherBatch.id }, cast.artistEditor)).error?.status).toBe("PERMISSION_DENIED");
    expect((await call("exportDownloadCodes", { batch_id: ownBatch.id }, cast.artistEditor)).error).toBeUndefined();
  });
});
