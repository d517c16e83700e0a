import type { Firestore, Transaction } from "firebase-admin/firestore";
import { webhookEventSchema, type WebhookEvent } from "../../domain/store";
import { Repository } from "../repository";

/** Stripe events acted on (`store_webhook_events/{event id}`): the record of each is created with its effect, so a replay fails its transaction and changes nothing. */
export class StoreWebhookEventsRepository extends Repository<WebhookEvent> {
  constructor(db: Firestore) {
    super(db, { name: "store_webhook_events", schema: webhookEventSchema, idField: "id", idOf: (e) => e.id });
  }

  createIn(tx: Transaction, event: WebhookEvent): void {
    tx.create(this.collection.doc(event.id), this.toDocument(event));
  }
}
