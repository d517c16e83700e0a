import type { Firestore } from "firebase-admin/firestore";
import { shippingZoneSchema, type ShippingZone } from "../../domain/store/shipping";
import { Repository } from "../repository";

/** Shipping zones (`store_shipping_zones`). */
export class ShippingZonesRepository extends Repository<ShippingZone> {
  constructor(db: Firestore) {
    super(db, { name: "store_shipping_zones", schema: shippingZoneSchema, idField: "id", idOf: (z) => z.id });
  }

  listAll() {
    return this.query((c) => c);
  }
}
