import type { Firestore } from "firebase-admin/firestore";
import { productSchema, type Product } from "../../domain/store/product";
import { Repository } from "../repository";

/** The store's products (`store_products`): a release's digital album (`digital_{releaseId}`) and physical products. */
export class StoreProductsRepository extends Repository<Product> {
  constructor(db: Firestore) {
    super(db, { name: "store_products", schema: productSchema as never, idField: "id", idOf: (p) => p.id });
  }

  /** Everything sold with one release (its album and its records, shirts…). */
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
}
