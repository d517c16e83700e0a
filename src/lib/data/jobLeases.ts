import type { Firestore, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { jobLeaseSchema, type JobLease } from "../domain/shared";
import { isAlreadyExists } from "./firestoreErrors";
import { Repository } from "./repository";

export type LeaseAttempt = { acquired: true; lease: JobLease } | { acquired: false; heldBy: JobLease };

/**
 * Leases on named work (`job_leases/{name}`): one holder at a time, taken and
 * given back in transactions. A lease expires on its own, so a run that
 * crashed blocks the next one for at most its time to live; work under a
 * lease must therefore still be idempotent (docs/scheduled-jobs.md).
 */
export class JobLeasesRepository extends Repository<JobLease> {
  constructor(db: Firestore) {
    super(db, { name: "job_leases", schema: jobLeaseSchema, idField: "name", idOf: (l) => l.name });
  }

  /**
   * Takes the lease for `ttlMs` unless someone else holds one that has not
   * expired (wall-clock `at`). A free lease is taken with create(), atomic
   * everywhere, so of runs racing for it exactly one wins, on the Node
   * emulator too (its transactions are not isolated: docs/local-stack.md).
   * An expired lease (its holder died) is taken over in a transaction.
   */
  async acquire(name: string, holder: string, ttlMs: number, at = new Date()): Promise<LeaseAttempt> {
    const ref = this.collection.doc(name);
    const lease: JobLease = { name, holder, acquired_at: at, expires_at: new Date(at.getTime() + ttlMs) };
    try {
      await ref.create(this.toDocument(lease));
      return { acquired: true, lease };
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const current = snap.exists ? this.fromSnapshot(snap as QueryDocumentSnapshot) : null;
      if (current && current.holder !== holder && current.expires_at.getTime() > at.getTime()) return { acquired: false, heldBy: current };
      tx.set(ref, this.toDocument(lease));
      return { acquired: true, lease };
    });
  }

  /** Gives the lease back if `holder` still holds it (an expired lease taken over by another run is left alone). */
  release(name: string, holder: string): Promise<void> {
    return this.db.runTransaction(async (tx) => {
      const ref = this.collection.doc(name);
      const snap = await tx.get(ref);
      if (snap.exists && this.fromSnapshot(snap as QueryDocumentSnapshot).holder === holder) tx.delete(ref);
    });
  }
}
