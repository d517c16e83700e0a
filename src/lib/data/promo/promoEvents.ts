import { randomUUID } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { promoEventSchema, type PromoEvent } from "../../domain/promo";
import { isAlreadyExists } from "../firestoreErrors";
import { Repository, type AuditWrite } from "../repository";

/** What recipients did on their promo pages (`promo_events/{id}`; docs/promo.md): opens, plays, downloads, feedback. */
export class PromoEventsRepository extends Repository<PromoEvent> {
  constructor(db: Firestore) {
    super(db, { name: "promo_events", schema: promoEventSchema, idField: "id", idOf: (e) => e.id });
  }

  /** Records an event under a new id. */
  record(event: Omit<PromoEvent, "id">): Promise<PromoEvent> {
    return this.create({ ...event, id: randomUUID() });
  }

  /** A write recording `event` under a new id in the caller's transaction or batch (the write it goes with). */
  recordWith(event: Omit<PromoEvent, "id">): AuditWrite {
    const recorded: PromoEvent = { ...event, id: randomUUID() };
    return (tx) => void tx.create(this.collection.doc(recorded.id), this.toDocument(recorded));
  }

  listForCampaign(campaignId: string) {
    return this.query((c) => c.where("campaign_id", "==", campaignId));
  }

  /** One link's events of every kind. */
  listForRecipient(recipientId: string) {
    return this.query((c) => c.where("recipient_id", "==", recipientId));
  }

  /**
   * One link's events of one kind: opens (the shared-link check) or
   * downloads (who leaked). Every audio range a play asks for is an event
   * too, so a link's full list grows with its listening; equality on two
   * fields needs no composite index.
   */
  listOfKind(recipientId: string, kind: PromoEvent["kind"]) {
    return this.query((c) => c.where("recipient_id", "==", recipientId).where("kind", "==", kind));
  }

  /** Downloads one recipient has made so far. */
  countDownloads(recipientId: string) {
    return this.count((c) => c.where("recipient_id", "==", recipientId).where("kind", "==", "download"));
  }

  /**
   * Records a download within the recipient's limit, or answers null when
   * the limit is reached. Exact under concurrency: the n-th download is
   * the document `{recipientId}_download_{n}`, claimed with a create (which
   * fails when taken), so racing requests never pass the limit together.
   */
  async claimDownload(event: Omit<PromoEvent, "id" | "kind">, limit: number): Promise<PromoEvent | null> {
    for (let n = (await this.countDownloads(event.recipient_id)) + 1; n <= limit; n++) {
      const claimed: PromoEvent = { ...event, kind: "download", id: `${event.recipient_id}_download_${n}` };
      try {
        return await this.create(claimed);
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
      }
    }
    return null;
  }
}
