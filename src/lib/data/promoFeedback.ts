import type { Firestore } from "firebase-admin/firestore";
import { promoFeedbackSchema, type PromoFeedback } from "../domain/promo";
import { Repository } from "./repository";

/** Recipients' feedback, one per link (`promo_feedback/{recipientId}`; docs/promo.md). */
export class PromoFeedbackRepository extends Repository<PromoFeedback> {
  constructor(db: Firestore) {
    super(db, { name: "promo_feedback", schema: promoFeedbackSchema, idField: "recipient_id", idOf: (f) => f.recipient_id });
  }

  listForCampaign(campaignId: string) {
    return this.query((c) => c.where("campaign_id", "==", campaignId));
  }
}
