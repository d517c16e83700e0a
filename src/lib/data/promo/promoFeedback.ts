import type { Firestore, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { promoFeedbackSchema, type PromoFeedback } from "../../domain/promo";
import { Repository, type AuditWrite } from "../repository";

/** Recipients' feedback, one per link (`promo_feedback/{recipientId}`; docs/promo.md). */
export class PromoFeedbackRepository extends Repository<PromoFeedback> {
  constructor(db: Firestore) {
    super(db, { name: "promo_feedback", schema: promoFeedbackSchema, idField: "recipient_id", idOf: (f) => f.recipient_id });
  }

  /**
   * Writes a recipient's feedback, keeping when it was first given, and
   * `also` (its event) in one transaction: the answer and its record in the
   * statistics stand or fall together.
   */
  async save(feedback: Omit<PromoFeedback, "created_at">, also: AuditWrite): Promise<PromoFeedback> {
    return this.db.runTransaction(async (tx) => {
      const ref = this.collection.doc(feedback.recipient_id);
      const snap = await tx.get(ref);
      const previous = snap.exists ? this.fromSnapshot(snap as QueryDocumentSnapshot) : null;
      const next: PromoFeedback = { ...feedback, created_at: previous?.created_at ?? feedback.updated_at };
      tx.set(ref, this.toDocument(next));
      also(tx, previous, next);
      return next;
    });
  }

  listForCampaign(campaignId: string) {
    return this.query((c) => c.where("campaign_id", "==", campaignId));
  }
}
