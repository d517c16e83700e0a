import { createRequire } from "node:module";
import { Cron } from "croner";
import { Firestore } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import indexes from "../../../firestore.indexes.json";
import { firestoreTtlJob, LOCAL_JOBS } from "../../../scripts/stack/localJobs";
import { COLLECTIONS, createRepositories } from "../../../src/lib/data";
import { Repository } from "../../../src/lib/data/repository";
import { TTL_POLICIES } from "../../../src/lib/data/ttlPolicies";

/** firebase-tools' own check of firestore.indexes.json, as `firebase deploy` runs it. */
const { FirestoreApi } = createRequire(import.meta.url)("firebase-tools/lib/firestore/api") as {
  FirestoreApi: new () => { upgradeOldSpec(spec: unknown): unknown; validateSpec(spec: unknown): void };
};

/** Each repository's collection and schema, over a client that is never asked anything. */
const stored = Object.values(createRepositories(new Firestore({ projectId: "demo-ttl" }))).flatMap((value) =>
  value instanceof Repository ? [{ collection: value.spec.name, schema: value.spec.schema as unknown as z.ZodObject }] : [],
);
// A union of shapes (store_products: digital or physical) has no `shape`: none of its fields is a TTL.
const fieldSchema = (collection: string, field: string) =>
  stored.find((candidate) => candidate.collection === collection)?.schema.shape?.[field];

describe("the TTL policies of firestore.indexes.json", () => {
  it("are declared as firebase deploy takes them", () => {
    const api = new FirestoreApi();
    expect(() => api.validateSpec(api.upgradeOldSpec(indexes))).not.toThrow();
    expect(TTL_POLICIES.map((policy) => policy.collection)).toContain("rate_limits");
  });

  it("each name a stored collection whose repository refuses any write without a date in the TTL field", () => {
    for (const { collection, field } of TTL_POLICIES) {
      expect(COLLECTIONS, collection).toContain(collection);
      expect(
        stored.map((candidate) => candidate.collection),
        `a repository of ${collection}`,
      ).toContain(collection);
      const schema = fieldSchema(collection, field);
      expect(schema, `${collection}.${field}`).toBeDefined();
      for (const missing of [undefined, null, "2030-01-01T00:00:00Z", Date.parse("2030-01-01")]) {
        expect(schema!.safeParse(missing).success, `${collection}.${field} = ${String(missing)}`).toBe(false);
      }
      expect(schema!.safeParse(new Date()).success).toBe(true);
    }
  });

  it("cover every collection whose documents say when they expire", () => {
    // A promo campaign's and a link's expiry ends what a recipient may do, not the record: staff keep it (docs/promo.md).
    const recordsThatOutliveTheirExpiry = ["promo_campaigns", "promo_recipients"];
    const expiring = stored
      .filter(
        ({ collection }) => fieldSchema(collection, "expires_at") !== undefined && !recordsThatOutliveTheirExpiry.includes(collection),
      )
      .map(({ collection }) => collection);
    expect(expiring.length).toBeGreaterThan(0);
    for (const collection of expiring) expect(TTL_POLICIES, collection).toContainEqual({ collection, field: "expires_at" });
  });

  it("are applied on the local stack by a job on a five-field cron schedule", () => {
    expect(LOCAL_JOBS).toContain(firestoreTtlJob);
    expect(() => new Cron(firestoreTtlJob.schedule, { mode: "5-part", timezone: firestoreTtlJob.timeZone, paused: true })).not.toThrow();
  });
});
