import type { Firestore } from "firebase-admin/firestore";
import { promoEncodingSchema, type PromoEncoding } from "../../domain/promo";
import { Repository } from "../repository";

/**
 * The shared encodings promo copies are made from
 * (`promo_encodings/{trackId}_{format}`, docs/promo.md#downloads-and-tracing):
 * one per track and format, written by the one request holding the track's
 * encoding lease (`job_leases`), so it is made once however many
 * recipients ask at the same moment.
 */
export class PromoEncodingsRepository extends Repository<PromoEncoding> {
  constructor(db: Firestore) {
    super(db, { name: "promo_encodings", schema: promoEncodingSchema, idField: "id", idOf: (e) => e.id });
  }
}
