import type { Firestore } from "firebase-admin/firestore";
import { promoDownloadSchema, type PromoDownload } from "../../domain/promo";
import { isAlreadyExists } from "../firestoreErrors";
import { Repository } from "../repository";

/**
 * Recipients' tagged copies (`promo_downloads/{recipientId}_{trackId}_{format}`,
 * docs/promo.md#downloads-and-tracing): where each is kept and its SHA-256
 * and marker, so a file found elsewhere is matched to whom it was made for.
 */
export class PromoDownloadsRepository extends Repository<PromoDownload> {
  constructor(db: Firestore) {
    super(db, { name: "promo_downloads", schema: promoDownloadSchema, idField: "id", idOf: (d) => d.id });
  }

  /**
   * Records a made copy unless one is recorded already, and answers the
   * record that stands: two first requests racing both make a file, the
   * first to record wins and the other's file is the caller's to delete.
   */
  async recordOnce(download: PromoDownload): Promise<{ record: PromoDownload; created: boolean }> {
    try {
      await this.create(download);
      return { record: download, created: true };
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
    const existing = await this.get(download.id);
    if (!existing) throw new Error(`promo_downloads/${download.id} was taken and is gone`);
    return { record: existing, created: false };
  }

  /** The copies whose bytes hash to `sha256` (a hash names one copy; a list for safety). */
  withSha256(sha256: string) {
    return this.query((c) => c.where("sha256", "==", sha256));
  }

  /** The copies whose tags carry `marker`. */
  withMarker(marker: string) {
    return this.query((c) => c.where("marker", "==", marker));
  }

  /** Every copy made for a campaign's recipients (its statistics, its deletion). */
  listForCampaign(campaignId: string) {
    return this.query((c) => c.where("campaign_id", "==", campaignId));
  }

  /** The copies made for one contact, in every campaign (their erasure deletes the files). */
  listForContact(contactId: string) {
    return this.query((c) => c.where("contact_id", "==", contactId));
  }

  /** Every copy made of one track, in every campaign (the track's removal deletes the files). */
  listForTrack(trackId: string) {
    return this.query((c) => c.where("track_id", "==", trackId));
  }

  /** The copies of one recipient: the marker of any one of them is the one every later copy carries. */
  listForRecipient(recipientId: string) {
    return this.query((c) => c.where("recipient_id", "==", recipientId));
  }
}
