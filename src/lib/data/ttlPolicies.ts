import indexes from "../../../firestore.indexes.json";

/**
 * Collections whose documents Firestore deletes once a timestamp field has
 * passed: its TTL policies, declared in firestore.indexes.json (the one
 * place, deployed with the indexes). The local emulators have no TTL, so
 * the local stack deletes expired documents itself from the same list
 * (scripts/stack/localJobs.ts).
 */
export interface TtlPolicy {
  collection: string;
  /** A Timestamp field: the document may go once it has passed. */
  field: string;
}

export const TTL_POLICIES: readonly TtlPolicy[] = indexes.fieldOverrides
  .filter((override) => override.ttl === true)
  .map((override) => ({ collection: override.collectionGroup, field: override.fieldPath }));
