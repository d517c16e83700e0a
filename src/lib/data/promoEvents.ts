import type { Firestore } from "firebase-admin/firestore";
import { promoEventSchema, type PromoEvent } from "../domain/promo";
import { Repository } from "./repository";

/** What recipients did on their promo pages (`promo_events/{id}`; docs/promo.md): opens, plays, downloads, feedback. */
export class PromoEventsRepository extends Repository<PromoEvent> {
  constructor(db: Firestore) {
    super(db, { name: "promo_events", schema: promoEventSchema, idField: "id", idOf: (e) => e.id });
  }

  listForCampaign(campaignId: string) {
    return this.query((c) => c.where("campaign_id", "==", campaignId));
  }
}
