import { beforeEach, describe, expect, it } from "vitest";
import { runJob, withLease, type JobDefinition } from "../../src/lib/jobs";
import { fileStore } from "../../src/lib/files";
import { repositories, resetDatabase } from "./support";

const repos = repositories();
const leases = repos.jobLeases;
const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;

beforeEach(resetDatabase);

describe("job leases", () => {
  it("one holder at a time until the lease expires, then anyone", async () => {
    const first = await leases.acquire("job:x", "run-a", 10 * MINUTE, at("2027-01-01T00:00:00Z"));
    expect(first).toMatchObject({ acquired: true, lease: { holder: "run-a", expires_at: at("2027-01-01T00:10:00Z") } });
    const refused = await leases.acquire("job:x", "run-b", 10 * MINUTE, at("2027-01-01T00:09:59Z"));
    expect(refused).toMatchObject({ acquired: false, heldBy: { holder: "run-a" } });
    // The holder may take it again (renew); another lease name is independent.
    expect((await leases.acquire("job:x", "run-a", 10 * MINUTE, at("2027-01-01T00:05:00Z"))).acquired).toBe(true);
    expect((await leases.acquire("job:y", "run-b", MINUTE, at("2027-01-01T00:05:00Z"))).acquired).toBe(true);
    // A holder that died: its lease lapses and the next run takes over.
    expect(await leases.acquire("job:x", "run-b", 10 * MINUTE, at("2027-01-01T00:15:00Z"))).toMatchObject({
      acquired: true,
      lease: { holder: "run-b" },
    });
  });

  it("is given back only by its holder", async () => {
    await leases.acquire("job:x", "run-a", MINUTE, at("2027-01-01T00:00:00Z"));
    await leases.acquire("job:x", "run-b", MINUTE, at("2027-01-01T00:02:00Z"));
    await leases.release("job:x", "run-a");
    expect(await leases.get("job:x")).toMatchObject({ holder: "run-b" });
    await leases.release("job:x", "run-b");
    expect(await leases.get("job:x")).toBeNull();
  });

  it("lets exactly one of several racing runs in", async () => {
    const attempts = await Promise.all(["a", "b", "c", "d"].map((holder) => leases.acquire("job:race", holder, MINUTE)));
    expect(attempts.filter((a) => a.acquired)).toHaveLength(1);
  });

  it("withLease runs the work under the lease and gives it back, even when the work fails", async () => {
    const result = await withLease(leases, "release-day:r1", { ttlMs: MINUTE, holder: "me" }, async (lease) => {
      expect(await leases.get("release-day:r1")).toMatchObject({ holder: "me" });
      const meanwhile = await withLease(leases, "release-day:r1", { ttlMs: MINUTE }, async () => "second");
      expect(meanwhile).toMatchObject({ acquired: false, heldBy: { holder: "me" } });
      return lease.name;
    });
    expect(result).toEqual({ acquired: true, value: "release-day:r1" });
    expect(await leases.get("release-day:r1")).toBeNull();

    await expect(withLease(leases, "release-day:r1", { ttlMs: MINUTE }, async () => Promise.reject(new Error("boom")))).rejects.toThrow(
      "boom",
    );
    expect(await leases.get("release-day:r1")).toBeNull();
  });
});

describe("runJob", () => {
  it("runs a job once under its lease, and a run that overlaps it does nothing", async () => {
    let release!: () => void;
    let runs = 0;
    const slow: JobDefinition = {
      name: "slow-job",
      description: "waits",
      schedule: "* * * * *",
      timeZone: "UTC",
      run: async () => {
        runs += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return "waited";
      },
    };
    const context = { now: at("2027-01-01T00:00:00Z"), repos, files: fileStore(), log: () => {} };
    const first = runJob(slow, context);
    await expect.poll(() => runs).toBe(1);
    const second = await runJob(slow, context);
    expect(second).toMatchObject({ job: "slow-job", outcome: "skipped", heldBy: { name: "job:slow-job" } });
    release();
    expect(await first).toMatchObject({ outcome: "done", summary: "waited" });
    expect(await leases.get("job:slow-job")).toBeNull();
    expect(runs).toBe(1);
  });
});
