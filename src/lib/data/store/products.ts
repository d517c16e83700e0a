import type { Firestore, QueryDocumentSnapshot, Transaction } from "firebase-admin/firestore";
import type { ProductSave } from "../../domain/store";
import type { StockUnit } from "../../domain/store";
import type { StoreOrdersRepository } from "./orders";
import type { StockUnitsRepository } from "./stockUnits";
import { productListKey } from "../../domain/shared";
import { productSchema, type Product } from "../../domain/store";
import { Repository, type AuditWrite } from "../repository";

/** The store's products (`store_products`): a release's digital album (`digital_{releaseId}`) and physical products. */
export class StoreProductsRepository extends Repository<Product> {
  constructor(db: Firestore) {
    super(db, {
      name: "store_products",
      schema: productSchema as never,
      idField: "id",
      idOf: (p) => p.id,
      // The admin's PRODUCTS list: by title, scoped to the product's artist (null: the label's own, global grants only).
      listed: { key: productListKey, text: (p) => p.title, scope: (p) => p.artist_id },
    });
  }

  /** Everything sold with one release (its album and its records, shirts…). */
  /** In a transaction: the ids of the products showing a media-library image (an image's alt text changed re-renders them). */
  async idsShowingImageIn(tx: Transaction, mediaId: string): Promise<string[]> {
    return (await tx.get(this.collection.where("image_ids", "array-contains", mediaId))).docs.map((doc) => doc.id);
  }

  listForRelease(releaseId: string) {
    return this.query((c) => c.where("release_id", "==", releaseId));
  }

  /** Products shown on the store page: on sale or sold out (hidden ones are not). */
  listShown() {
    return this.query((c) => c.where("status", "in", ["on_sale", "sold_out"]));
  }

  listAll() {
    return this.query((c) => c);
  }

  /**
   * Saves a product with its stock in one transaction (docs/store.md#editing-products):
   * `decide` sees the product as stored and its units held or sold, and
   * answers the product to store with the sold units to move below the new
   * stock, or a refusal (a string) that writes nothing. A buyer taking a
   * unit meanwhile makes the transaction read again (Firestore), or is
   * refused by the moved unit's create() (the local emulator).
   */
  async saveWithStock(
    id: string,
    stockUnits: StockUnitsRepository,
    decide: (before: Product | null, units: StockUnit[]) => ProductSave | string,
    audit: AuditWrite,
  ): Promise<Product | string> {
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(this.collection.doc(id));
      const before = snap.exists ? this.fromSnapshot(snap as QueryDocumentSnapshot) : null;
      const units = (await tx.get(stockUnits.collection.where("product_id", "==", id))).docs.map((doc) => stockUnits.fromSnapshot(doc));
      const save = decide(before, units);
      if (typeof save === "string") return save;
      for (const move of save.moves) {
        tx.delete(stockUnits.collection.doc(move.from.id));
        tx.create(stockUnits.collection.doc(move.to.id), stockUnits.toDocument(move.to));
      }
      tx.set(this.collection.doc(id), this.toDocument(save.product));
      audit(tx, before, save.product);
      return save.product;
    });
  }

  /**
   * Deletes a product that never sold, with its audit entry: refused (the
   * answer `refusal`) while any unit of it is held or sold, or, for a
   * release's album, once any order holds the release. False when there is
   * no such product.
   */
  async deleteUnsold(
    id: string,
    stockUnits: StockUnitsRepository,
    orders: StoreOrdersRepository,
    refusal: string,
    audit: AuditWrite,
  ): Promise<boolean | string> {
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(this.collection.doc(id));
      if (!snap.exists) return false;
      const before = this.fromSnapshot(snap as QueryDocumentSnapshot);
      const units = await tx.get(stockUnits.collection.where("product_id", "==", id).limit(1));
      if (!units.empty) return refusal;
      if (before.type === "digital") {
        const sold = await tx.get(orders.collection.where("release_ids", "array-contains", before.release_id).limit(1));
        if (!sold.empty) return refusal;
      }
      tx.delete(this.collection.doc(id));
      audit(tx, before, null);
      return true;
    });
  }
}
