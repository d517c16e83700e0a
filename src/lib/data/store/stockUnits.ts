import type { Firestore, Transaction } from "firebase-admin/firestore";
import { stockUnitId, stockUnitSchema, type StockUnit } from "../../domain/store";
import { isAlreadyExists } from "../firestoreErrors";
import { Repository } from "../repository";

/**
 * Units of physical stock held or sold (`store_stock_units`, docs/store.md#stock):
 * a unit is taken by creating its slot document, which only one caller can
 * do (create() refuses a taken id on Firestore and on the local emulator).
 */
export class StockUnitsRepository extends Repository<StockUnit> {
  constructor(db: Firestore) {
    super(db, { name: "store_stock_units", schema: stockUnitSchema, idField: "id", idOf: (u) => u.id });
  }

  /** The units held or sold of one product (every variant). */
  listForProduct(productId: string) {
    return this.query((c) => c.where("product_id", "==", productId));
  }

  /** Taken units per variant of each product, for availability. */
  async takenByVariant(productIds: readonly string[]): Promise<Map<string, { held: number; sold: number; indexes: Set<number> }>> {
    const counts = new Map<string, { held: number; sold: number; indexes: Set<number> }>();
    for (let i = 0; i < productIds.length; i += 30) {
      const units = await this.query((c) => c.where("product_id", "in", productIds.slice(i, i + 30)));
      for (const unit of units) {
        const key = `${unit.product_id}~${unit.variant_id}`;
        const entry = counts.get(key) ?? { held: 0, sold: 0, indexes: new Set<number>() };
        entry[unit.state] += 1;
        entry.indexes.add(unit.index);
        counts.set(key, entry);
      }
    }
    return counts;
  }

  /** Takes the unit numbered `index` for a hold; false when someone else holds or bought it. */
  async take(unit: Omit<StockUnit, "id" | "state" | "order_id">): Promise<StockUnit | null> {
    const taken: StockUnit = { ...unit, id: stockUnitId(unit.product_id, unit.variant_id, unit.index), state: "held", order_id: null };
    try {
      await this.create(taken);
      return taken;
    } catch (error) {
      if (isAlreadyExists(error)) return null;
      throw error;
    }
  }

  /** Frees units (their hold expired, was cancelled, or could not be completed). */
  async free(unitIds: readonly string[]): Promise<void> {
    if (unitIds.length === 0) return;
    const batch = this.db.batch();
    for (const id of unitIds) batch.delete(this.collection.doc(id));
    await batch.commit();
  }

  /**
   * In the order's transaction: the hold's units become sold to `orderId`.
   * Written whole (set, not update), so a paid order is never lost to a
   * unit document that is missing.
   */
  markSold(tx: Transaction, unitIds: readonly string[], holdId: string, now: Date): void {
    for (const id of unitIds) {
      const [product_id = "", variant_id = "", index = "0"] = id.split("~");
      tx.set(
        this.collection.doc(id),
        this.toDocument({
          id,
          product_id,
          variant_id,
          index: Number(index),
          state: "sold",
          hold_id: holdId,
          order_id: holdId,
          created_at: now,
        }),
      );
    }
  }

  /** Frees the units still held by `holdId` (a unit sold, or taken by another hold since, stays). */
  async freeHeldBy(unitIds: readonly string[], holdId: string): Promise<void> {
    const units = await this.getMany(unitIds);
    await this.free(units.filter((unit) => unit.state === "held" && unit.hold_id === holdId).map((unit) => unit.id));
  }
}
