import type { Firestore, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { shippingZoneSchema, type ShippingZone } from "../../domain/store";
import { Repository, type AuditWrite } from "../repository";

/** Shipping zones (`store_shipping_zones`). */
export class ShippingZonesRepository extends Repository<ShippingZone> {
  constructor(db: Firestore) {
    super(db, { name: "store_shipping_zones", schema: shippingZoneSchema, idField: "id", idOf: (z) => z.id });
  }

  listAll() {
    return this.query((c) => c);
  }

  /**
   * Saves a zone in one transaction with every zone read, so two zones
   * saved at once cannot both take a country: `decide` sees them all and the
   * zone as stored, and answers the zone to store or a refusal. Null: no
   * zone of that id to update.
   */
  async saveChecked(
    id: string,
    isNew: boolean,
    decide: (zones: ShippingZone[], before: ShippingZone | null) => ShippingZone | string,
    audit: AuditWrite,
  ): Promise<ShippingZone | string | null> {
    return this.db.runTransaction(async (tx) => {
      const zones = (await tx.get(this.collection)).docs.map((doc) => this.fromSnapshot(doc as QueryDocumentSnapshot));
      const before = zones.find((zone) => zone.id === id) ?? null;
      if (!before && !isNew) return null;
      const zone = decide(zones, before);
      if (typeof zone === "string") return zone;
      tx.set(this.collection.doc(id), this.toDocument(zone));
      audit(tx, before, zone);
      return zone;
    });
  }

  /** Deletes a zone with its audit entry in one transaction; false when there is no such zone. */
  async deleteAudited(id: string, audit: AuditWrite): Promise<boolean> {
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(this.collection.doc(id));
      if (!snap.exists) return false;
      tx.delete(snap.ref);
      audit(tx, this.fromSnapshot(snap as QueryDocumentSnapshot), null);
      return true;
    });
  }
}
