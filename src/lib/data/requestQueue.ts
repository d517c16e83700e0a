import type { DocumentReference, Firestore } from "firebase-admin/firestore";

/**
 * Deletes a job's request document (`requested_at` names the write that
 * asked) unless a later write replaced it meanwhile: that one waits for the
 * next run, so a request is cleared only by the run that read it.
 */
export async function clearUnlessReplaced(db: Firestore, ref: DocumentReference, requestedAt: Date): Promise<void> {
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists && (snap.get("requested_at") as { toMillis(): number }).toMillis() === requestedAt.getTime()) tx.delete(ref);
  });
}
