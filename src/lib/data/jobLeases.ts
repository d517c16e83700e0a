import type { Firestore, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { jobLeaseSchema, type JobLease } from "../domain";
import { Repository } from "./repository";

export type LeaseAttempt = { acquired: true; lease: JobLease } | { acquired: false; heldBy: JobLease };

/**
 * Leases on named work (`job_leases/{name}`): one holder at a time, taken and
 * given back in transactions. A lease expires on its own, so a run that
 * crashed blocks the next one for at most its time to live; work under a
 * lease must therefore still be idempotent (see src/lib/jobs/README.md).
 */
export class JobLeasesRepository extends Repository<JobLease> {
  constructor(db: Firestore) {
    super(db, { name: "job_leases", schema: jobLeaseSchema, idField: "name", idOf: (l) => l.name });
  }

  /** Takes the lease for `ttlMs` unless someone else holds one that has not expired (wall-clock `at`). */
  acquire(name: string, holder: string, ttlMs: number, at = new Date()): Promise<LeaseAttempt> {
    return this.db.runTransaction(async (tx) => {
      const ref = this.collection.doc(name);
      const snap = await tx.get(ref);
      const current = snap.exists ? this.fromSnapshot(snap as QueryDocumentSnapshot) : null;
      if (current && current.holder !== holder && current.expires_at.getTime() > at.getTime()) return { acquired: false, heldBy: current };
      const lease: JobLease = { name, holder, acquired_at: at, expires_at: new Date(at.getTime() + ttlMs) };
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
