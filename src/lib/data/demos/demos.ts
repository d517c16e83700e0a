import { randomBytes } from "node:crypto";
import { FieldValue, type DocumentData, type Firestore, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import {
  DEMO_REFERENCE_PATTERN,
  demoReferenceFromBytes,
  demoSchema,
  duplicateWindowStart,
  idDemoReference,
  type Demo,
  type DemoDecision,
} from "../../domain/demos";
import { type Mail } from "../../domain/shared";
import { isAlreadyExists } from "../firestoreErrors";
import type { MailRepository } from "../mail";
import { Repository, type AuditWrite } from "../repository";
import { type DemoStatus } from "../../domain/demos";

/** A random candidate reference (40 bits), claimed before use. */
export const randomDemoReference = () => demoReferenceFromBytes(randomBytes(8));

/** Draws before a claim gives up: at 40 bits a second draw is already a one-in-millions event. */
const REFERENCE_DRAWS = 8;

/** References assigned at once by the migration. */
const MIGRATION_CONCURRENCY = 32;

/** The commit time of a demo's last write, which the demo desk's catalogue reads changes by (demoCatalogue.ts). */
export const DEMO_LIST_STAMP = "list_stamp";

/** A demo write's fields with the stamp: every write to a demo document goes through this. */
export function withListStamp(fields: DocumentData): DocumentData {
  return { ...fields, [DEMO_LIST_STAMP]: FieldValue.serverTimestamp() };
}

export class DemosRepository extends Repository<Demo> {
  constructor(db: Firestore) {
    super(db, { name: "demos", schema: demoSchema, idField: "id", idOf: (d) => d.id });
  }

  /**
   * Tombstones of deleted demos (`deleted_at`), so the catalogue drops them
   * without reading every demo. Kept, like the audit log's deletion entries:
   * a few small documents a month.
   */
  get deletions() {
    return this.db.collection("demo_deletions");
  }

  /**
   * One document per reference ever given, its id the reference: what makes
   * references unique by construction, since create() refuses a taken id
   * on Firestore and on the local emulator alike. Kept when the demo is
   * deleted, so a reference is never given twice.
   */
  get references() {
    return this.db.collection("demo_references");
  }

  /**
   * Claims a reference for a demo, before the demo is written: draws one and
   * creates its `demo_references` document; a taken one is drawn again. A
   * reference this demo already holds is its own (a retried claim).
   */
  async claimReference(demoId: string, draw: () => string = randomDemoReference): Promise<string> {
    for (let attempt = 0; attempt < REFERENCE_DRAWS; attempt++) {
      const reference = draw();
      if (await this.claim(reference, demoId)) return reference;
    }
    throw new Error(`No free demo reference after ${REFERENCE_DRAWS} draws`);
  }

  /** Gives a claimed reference back when its demo could not be stored. */
  async releaseReference(reference: string, demoId: string): Promise<void> {
    const ref = this.references.doc(reference);
    if ((await ref.get()).get("demo_id") === demoId) await ref.delete();
  }

  private async claim(reference: string, demoId: string): Promise<boolean> {
    const ref = this.references.doc(reference);
    try {
      await ref.create({ demo_id: demoId, claimed_at: FieldValue.serverTimestamp() });
      return true;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      return (await ref.get()).get("demo_id") === demoId;
    }
  }

  /**
   * Gives every demo without a reference one (stored before references were
   * kept): the one its receipt quoted (`idDemoReference`) when it is free,
   * which the earliest demo of those sharing it gets, else a new one. Each
   * is claimed, then written with the list stamp so the desk's catalogue
   * sees it. Returns how many were given.
   */
  async assignMissingReferences(draw: () => string = randomDemoReference): Promise<number> {
    const snap = await this.collection.orderBy("submitted_at", "asc").get();
    const missing = snap.docs
      .map((doc) => this.tryFromSnapshot(doc))
      .filter((demo): demo is Demo => demo !== null && demo.reference === undefined);
    const firstWithQuoted = new Map<string, string>();
    for (const demo of missing) if (!firstWithQuoted.has(idDemoReference(demo.id))) firstWithQuoted.set(idDemoReference(demo.id), demo.id);
    const assign = async (demo: Demo) => {
      const quoted = idDemoReference(demo.id);
      const keepQuoted =
        firstWithQuoted.get(quoted) === demo.id && DEMO_REFERENCE_PATTERN.test(quoted) && (await this.claim(quoted, demo.id));
      const reference = keepQuoted ? quoted : await this.claimReference(demo.id, draw);
      await this.collection
        .doc(demo.id)
        .update(withListStamp({ reference }))
        .catch((error: unknown) => {
          // Deleted since it was read: nothing to give a reference to.
          if ((error as { code?: unknown } | null)?.code !== 5) throw error;
        });
    };
    for (let at = 0; at < missing.length; at += MIGRATION_CONCURRENCY)
      await Promise.all(missing.slice(at, at + MIGRATION_CONCURRENCY).map(assign));
    return missing.length;
  }

  override toDocument(model: Demo): DocumentData {
    return withListStamp(super.toDocument(model));
  }

  /** Deletes the demo and leaves its tombstone, in one transaction. */
  override async delete(id: string, audit?: AuditWrite): Promise<void> {
    await this.db.runTransaction(async (tx) => {
      const snap = await tx.get(this.collection.doc(id));
      if (!snap.exists) return;
      tx.delete(snap.ref);
      tx.set(this.deletions.doc(id), { deleted_at: FieldValue.serverTimestamp() });
      audit?.(tx, this.fromSnapshot(snap as QueryDocumentSnapshot), null);
    });
  }

  /** Newest submission first, optionally one status (the retention job reads the rejected ones). */
  list(status?: DemoStatus) {
    return this.query((c) => {
      const q = status ? c.where("status", "==", status) : c;
      return q.orderBy("submitted_at", "desc");
    });
  }

  /**
   * Intake: earlier demos that may be the same submission, the same file or
   * the same address and title, sent since the duplicate window opened.
   * Equality queries only (no composite index); the window is applied here.
   */
  async listPossibleDuplicates(contentHash: string, submissionKey: string, now: Date): Promise<Demo[]> {
    const [sameFile, sameTitle] = await Promise.all([
      this.query((c) => c.where("content_hash", "==", contentHash)),
      this.query((c) => c.where("submission_key", "==", submissionKey)),
    ]);
    const since = duplicateWindowStart(now).getTime();
    const byId = new Map([...sameFile, ...sameTitle].map((d) => [d.id, d]));
    return [...byId.values()].filter((d) => d.submitted_at.getTime() >= since);
  }

  /**
   * Intake: the demo and its receipt email in one batch, so an artist is
   * told of exactly the demos that were stored. Both are creates: a retried
   * write cannot store or mail twice. The demo's reference is claimed before
   * (claimReference).
   */
  async createWithMail(demo: Demo, mail: Mail, mailRepository: MailRepository): Promise<Demo> {
    const batch = this.db.batch();
    batch.create(this.collection.doc(demo.id), this.toDocument(demo));
    batch.create(mailRepository.collection.doc(mail.id), mailRepository.toDocument(mail));
    await batch.commit();
    return demo;
  }

  /** Notes that the reply to `decision` was queued (the mail document, created once, is the authority). */
  async markReplySent(id: string, decision: DemoDecision): Promise<void> {
    await this.collection.doc(id).update(withListStamp({ replies_sent: FieldValue.arrayUnion(decision) }));
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
