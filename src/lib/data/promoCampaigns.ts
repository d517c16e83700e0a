import type { Firestore } from "firebase-admin/firestore";
import { campaignSchema, type Campaign } from "../domain/promo";
import { Repository } from "./repository";

/** Promo campaigns (`promo_campaigns/{id}`; docs/promo.md#campaigns-and-links). */
export class PromoCampaignsRepository extends Repository<Campaign> {
  constructor(db: Firestore) {
    super(db, { name: "promo_campaigns", schema: campaignSchema, idField: "id", idOf: (c) => c.id });
  }

  /** Every campaign, newest first (a label runs a few per release). */
  listNewest() {
    return this.query((c) => c.orderBy("created_at", "desc"));
  }
}
