import { FieldValue, Timestamp, type Firestore, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import {
  demoCommentSchema,
  demoListenSchema,
  demoPeaksSchema,
  demoRatingSchema,
  replyTemplateSchema,
  type DemoComment,
  type DemoListen,
  type DemoPeaks,
  type DemoRating,
  type ReplyTemplate,
} from "../../domain/demos";
import { withListStamp } from "./demos";
import { Repository } from "../repository";
import { DEMO_LISTENED_SECONDS } from "../../domain/demos";

/** Id of a per-reviewer record of one demo (rating, listening time). */
export const reviewerRecordId = (demoId: string, reviewerId: string) => `${demoId}_${reviewerId}`;

/** Reviewers' timestamped comments (docs/demos.md). */
export class DemoCommentsRepository extends Repository<DemoComment> {
  constructor(db: Firestore) {
    super(db, { name: "demo_comments", schema: demoCommentSchema, idField: "id", idOf: (c) => c.id });
  }

  /** One demo's comments in track order (ordered here: two fields, no composite index). */
  listForDemo(demoId: string) {
    return this.queryOrderedBy(
      (c) => c.where("demo_id", "==", demoId),
      (a, b) => a.at_seconds - b.at_seconds || a.created_at.getTime() - b.created_at.getTime(),
    );
  }
}

/**
 * One rating per reviewer and demo. The demo keeps the sum and count, moved
 * by increments in the same transaction as the rating, so ratings by two
 * reviewers at once both count.
 */
export class DemoRatingsRepository extends Repository<DemoRating> {
  constructor(db: Firestore) {
    super(db, { name: "demo_ratings", schema: demoRatingSchema, idOf: (r) => reviewerRecordId(r.demo_id, r.reviewer_id) });
  }

  listForDemo(demoId: string) {
    return this.query((c) => c.where("demo_id", "==", demoId));
  }

  /** Sets the reviewer's rating; false when the demo does not exist. */
  rate(rating: DemoRating): Promise<boolean> {
    return this.db.runTransaction(async (tx) => {
      const demoRef = this.db.collection("demos").doc(rating.demo_id);
      const ref = this.collection.doc(this.spec.idOf(rating));
      const [demo, previous] = [await tx.get(demoRef), await tx.get(ref)];
      if (!demo.exists) return false;
      const before = previous.exists ? this.fromSnapshot(previous as QueryDocumentSnapshot).rating : null;
      tx.set(ref, this.toDocument(rating));
      tx.update(
        demoRef,
        withListStamp({
          rating_total: FieldValue.increment(rating.rating - (before ?? 0)),
          rating_count: FieldValue.increment(before === null ? 1 : 0),
        }),
      );
      return true;
    });
  }
}

/** Seconds each reviewer has played each demo; passing DEMO_LISTENED_SECONDS marks the demo listened. */
export class DemoListensRepository extends Repository<DemoListen> {
  constructor(db: Firestore) {
    super(db, { name: "demo_listens", schema: demoListenSchema, idOf: (l) => reviewerRecordId(l.demo_id, l.reviewer_id) });
  }

  /** Adds played time; returns the reviewer's total, or null when the demo does not exist. */
  add(demoId: string, reviewerId: string, seconds: number, at: Date): Promise<number | null> {
    return this.db.runTransaction(async (tx) => {
      const demoRef = this.db.collection("demos").doc(demoId);
      const ref = this.collection.doc(reviewerRecordId(demoId, reviewerId));
      const [demo, previous] = [await tx.get(demoRef), await tx.get(ref)];
      if (!demo.exists) return null;
      const total = (previous.exists ? this.fromSnapshot(previous as QueryDocumentSnapshot).seconds : 0) + seconds;
      tx.set(ref, this.toDocument({ demo_id: demoId, reviewer_id: reviewerId, seconds: total, updated_at: at }));
      if (total >= DEMO_LISTENED_SECONDS && demo.get("listened_at") === undefined)
        tx.update(demoRef, withListStamp({ listened_at: Timestamp.fromDate(at) }));
      return total;
    });
  }

  /** Deletes every reviewer's played time of a demo (deleteDemo, once the demo is gone). */
  async deleteForDemo(demoId: string): Promise<void> {
    const snap = await this.collection.where("demo_id", "==", demoId).get();
    await Promise.all(snap.docs.map((doc) => doc.ref.delete()));
  }
}

/** Waveform peaks, one document per demo (kept out of the demo so the list stays light). */
export class DemoPeaksRepository extends Repository<DemoPeaks> {
  constructor(db: Firestore) {
    super(db, { name: "demo_peaks", schema: demoPeaksSchema, idOf: (p) => p.demo_id });
  }
}

/** The reply templates staff with demos edit manage. */
export class ReplyTemplatesRepository extends Repository<ReplyTemplate> {
  constructor(db: Firestore) {
    super(db, { name: "demo_reply_templates", schema: replyTemplateSchema, idField: "id", idOf: (t) => t.id });
  }

  listAll() {
    return this.query((c) => c.orderBy("name"));
  }
}
