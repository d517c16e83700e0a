import type { Firestore } from "firebase-admin/firestore";

/** Documents deleted per batch: Firestore takes at most 500 writes in one. */
const BATCH = 500;

/**
 * Deletes the documents of `collection` whose `field` is a timestamp at or
 * before `now`, as a TTL policy does (documents without one stay); how many.
 */
export async function deleteExpired(db: Firestore, collection: string, field: string, now: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const snap = await db.collection(collection).where(field, "<=", now).limit(BATCH).get();
    if (snap.empty) return deleted;
    const batch = db.batch();
    for (const doc of snap.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += snap.size;
  }
}
