import { Timestamp } from "firebase-admin/firestore";
import { beforeEach, describe, expect, it } from "vitest";
import { firestoreTtlJob } from "../../scripts/stack/localJobs";
import { TTL_POLICIES } from "../../src/lib/data/ttlPolicies";
import { fileStore } from "../../src/lib/files";
import { repositories, resetDatabase } from "./support";

/**
 * The emulators have no TTL: the local stack's firestore-ttl job deletes
 * what Firestore's TTL policies would (firestore.indexes.json), and the
 * writers give every document of those collections its TTL field.
 */
const repos = repositories();
beforeEach(resetDatabase);

const ids = async (collection: string) => (await repos.db.collection(collection).get()).docs.map((doc) => doc.id).sort();

describe("documents of collections with a TTL policy", () => {
  it("carry the TTL field as a timestamp, raw writes included (the rate limiter's window counter)", async () => {
    const at = new Date("2030-01-01T10:00:00Z");
    await repos.rateLimits.consume({ bucket: "ttl", limit: 2, windowMs: 60_000 }, "client", at.getTime());
    await repos.jobLeases.acquire("ttl-test", "holder", 60_000, at);
    await repos.missingPaths.record({ path: "/gone", referrer: null }, at);
    for (const collection of ["rate_limits", "job_leases", "missing_paths"]) {
      const { field } = TTL_POLICIES.find((policy) => policy.collection === collection)!;
      const docs = (await repos.db.collection(collection).get()).docs;
      expect(docs.length, collection).toBeGreaterThan(0);
      for (const doc of docs) expect(doc.get(field), `${collection}/${doc.id}`).toBeInstanceOf(Timestamp);
    }
    // Two slots and the window: all expire when the window ends.
    expect(await ids("rate_limits")).toHaveLength(2);
    expect((await repos.db.collection("rate_limits").get()).docs.map((doc) => doc.get("expires_at").toMillis())).toEqual([
      at.getTime() + 60_000,
      at.getTime() + 60_000,
    ]);
  });

  it("are deleted by the local job once the field has passed, and kept before, without it, or with no time in it", async () => {
    const now = new Date("2030-06-01T00:00:00Z");
    const at = (ms: number) => Timestamp.fromMillis(now.getTime() + ms);
    for (const { collection, field } of TTL_POLICIES) {
      const docs = repos.db.collection(collection);
      await docs.doc("expired").set({ [field]: at(-1) });
      await docs.doc("expires-now").set({ [field]: at(0) });
      await docs.doc("later").set({ [field]: at(60_000) });
      await docs.doc("without").set({ note: "no TTL field" });
      await docs.doc("not-a-time").set({ [field]: "2020-01-01" });
    }
    const logged: string[] = [];
    const summary = await firestoreTtlJob.run({ now, repos, files: fileStore(), log: (line) => logged.push(line) });
    for (const { collection } of TTL_POLICIES) {
      expect(await ids(collection), collection).toEqual(["later", "not-a-time", "without"]);
      expect(summary).toContain(`${collection} 2`);
    }
    expect(logged).toHaveLength(TTL_POLICIES.length);
    // A second run finds nothing more: the job can repeat.
    expect(await firestoreTtlJob.run({ now, repos, files: fileStore(), log: () => {} })).toBe(
      `expired documents deleted: ${TTL_POLICIES.map(({ collection }) => `${collection} 0`).join(", ")}`,
    );
  });
});
