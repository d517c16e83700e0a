import type { Firestore, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { demoSchema, type Demo, type DemoStatus } from "../domain";
import { Repository } from "./repository";

export class DemosRepository extends Repository<Demo> {
  constructor(db: Firestore) {
    super(db, { name: "demos", schema: demoSchema, idField: "id", idOf: (d) => d.id });
  }

  /** Admin demos screen: newest submission first, optionally one status. */
  list(status?: DemoStatus) {
    return this.query((c) => {
      const q = status ? c.where("status", "==", status) : c;
      return q.orderBy("submitted_at", "desc");
    });
  }

  /** Retention job: demos whose audio is marked removed (their file may still await deletion). */
  listAudioRemoved() {
    return this.query((c) => c.where("audio_removed_at", ">", new Date(0)));
  }

  /**
   * Retention job, step one: marks the audio removed, in a transaction that
   * re-reads the demo and applies `isDue` to what is stored now (a status
   * changed since the job's query wins). Returns the demo when its file must
   * go (`markedNow`, or marked earlier by a run that stopped before deleting),
   * null when it is gone or no longer due.
   */
  markAudioRemoved(id: string, at: Date, isDue: (demo: Demo) => boolean): Promise<{ demo: Demo; markedNow: boolean } | null> {
    return this.db.runTransaction(async (tx) => {
      const ref = this.collection.doc(id);
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const demo = this.fromSnapshot(snap as QueryDocumentSnapshot);
      if (demo.audio_removed_at) return { demo, markedNow: false };
      if (!isDue(demo)) return null;
      const marked = { ...demo, audio_removed_at: at };
      tx.set(ref, this.toDocument(marked));
      return { demo: marked, markedNow: true };
    });
  }
}
