import { LABEL } from "../../src/config/label";
import { deleteExpired } from "../../src/lib/data/expiredDocuments";
import { TTL_POLICIES } from "../../src/lib/data/ttlPolicies";
import type { JobDefinition } from "../../src/lib/jobs";

/**
 * Firestore's TTL policies, which the emulators lack: deletes the documents
 * whose TTL field has passed, for every policy firestore.indexes.json
 * declares. Production deletes them within a day of expiry; hourly here.
 */
export const firestoreTtlJob: JobDefinition = {
  name: "firestore-ttl",
  description: "Deletes expired documents, as Firestore's TTL policies (firestore.indexes.json) do in production; local stack only.",
  schedule: "0 * * * *",
  timeZone: LABEL.timeZone,
  async run({ now, repos, log }) {
    const counts: string[] = [];
    for (const { collection, field } of TTL_POLICIES) {
      const deleted = await deleteExpired(repos.db, collection, field, now);
      if (deleted > 0) log(`deleted ${deleted} ${collection} document${deleted === 1 ? "" : "s"} whose ${field} had passed`);
      counts.push(`${collection} ${deleted}`);
    }
    return `expired documents deleted: ${counts.join(", ")}`;
  },
};

/**
 * Jobs of the local stack alone, beside the registry's (src/lib/jobs): what
 * Firebase does by itself in production. `npm start` schedules them and
 * `npm run job` runs them against the emulators.
 */
export const LOCAL_JOBS: readonly JobDefinition[] = [firestoreTtlJob];
