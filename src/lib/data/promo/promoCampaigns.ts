import type { Firestore } from "firebase-admin/firestore";
import { campaignSchema, type Campaign } from "../../domain/promo";
import { deleteWhere } from "./promoContacts";
import { Repository, type AuditWrite } from "../repository";

/** The records of a campaign's links, deleted with it. */
const CAMPAIGN_LINK_COLLECTIONS = ["promo_recipients", "promo_feedback", "promo_events"] as const;

/** Promo campaigns (`promo_campaigns/{id}`; docs/promo.md#campaigns-and-links). */
export class PromoCampaignsRepository extends Repository<Campaign> {
  constructor(db: Firestore) {
    super(db, { name: "promo_campaigns", schema: campaignSchema, idField: "id", idOf: (c) => c.id });
  }

  /** Every campaign, newest first (a label runs a few per release). */
  listNewest() {
    return this.query((c) => c.orderBy("created_at", "desc"));
  }

  /**
   * Deletes the campaign's links (their pages then answer 404), their
   * feedback and events, then the campaign with its audit entry.
   * Interrupted halfway, the campaign is still there and deleting again
   * finishes the work. The invitation mails stay: the record of what was sent.
   */
  async deleteWithLinks(id: string, audit: AuditWrite): Promise<void> {
    for (const collection of CAMPAIGN_LINK_COLLECTIONS) await deleteWhere(this.db, collection, "campaign_id", id);
    await this.delete(id, audit);
  }
}
