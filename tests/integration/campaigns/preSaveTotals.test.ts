import { beforeEach, describe, expect, it } from "vitest";
import { eraseAddress } from "../../../src/lib/data/fans/fanData";
import { preSaveId } from "../../../src/lib/data/campaigns/preSaves";
import { repositories, resetDatabase } from "../support";

const repos = repositories();
const at = new Date("2026-03-01T12:00:00Z");
const preSave = (releaseId: string, email: string | null, nonce = "") => ({
  id: preSaveId(releaseId, email, nonce),
  release_id: releaseId,
  email,
  created_at: at,
});
const totals = () => repos.preSaves.totalsFor(["r1", "r2"]);

beforeEach(resetDatabase);

describe("each release's pre-save total", () => {
  it("counts a pre-save once, whether created or written, and not its repeat", async () => {
    await repos.preSaves.create(preSave("r1", "fan@example.com"));
    await expect(repos.preSaves.create(preSave("r1", "fan@example.com"))).rejects.toThrow();
    await repos.preSaves.set(preSave("r1", "fan@example.com"));
    await repos.preSaves.set(preSave("r1", null, "anonymous"));
    await repos.preSaves.create(preSave("r2", "fan@example.com"));
    expect(await totals()).toEqual(
      new Map([
        ["r1", 2],
        ["r2", 1],
      ]),
    );
    expect(await repos.preSaves.countForRelease("r1")).toBe(2);
  });

  it("goes down when a fan's data is erased, and only by what existed", async () => {
    await Promise.all([
      repos.preSaves.create(preSave("r1", "fan@example.com")),
      repos.preSaves.create(preSave("r1", "other@example.com")),
      repos.preSaves.create(preSave("r2", "fan@example.com")),
    ]);
    await repos.releases.collection.doc("r1").set({ title: "One" });
    await repos.releases.collection.doc("r2").set({ title: "Two" });
    expect((await eraseAddress(repos, "fan@example.com", "key")).preSaves).toBe(2);
    expect(await repos.preSaves.deleteCounted([preSave("r1", "fan@example.com").id])).toBe(0);
    expect(await totals()).toEqual(
      new Map([
        ["r1", 1],
        ["r2", 0],
      ]),
    );
  });

  it("is recounted from the pre-saves for data stored before the totals", async () => {
    await repos.preSaves.collection.doc("old-1").set({ release_id: "r1", email: null, created_at: at });
    await repos.preSaves.collection.doc("old-2").set({ release_id: "r1", email: null, created_at: at });
    await repos.preSaves.totals.doc("r2").set({ count: 5 });
    expect(await repos.preSaves.recountTotals()).toBe(2);
    expect(await totals()).toEqual(
      new Map([
        ["r1", 2],
        ["r2", 0],
      ]),
    );
    expect(await repos.preSaves.recountTotals()).toBe(0);
  });
});
