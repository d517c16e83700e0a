import type { Firestore } from "firebase-admin/firestore";
import { codeBatchSchema, downloadCodeSchema, type CodeBatch, type DownloadCode } from "../../domain/store";
import type { Order } from "../../domain/store";
import { Repository } from "../repository";
import type { StoreOrdersRepository } from "./orders";

/** What redeeming a code did: its order made now, or why not (no such code in a listed batch; used before). */
export type Redemption = { status: "redeemed"; order: Order } | { status: "invalid" } | { status: "used" };

/** gRPC ALREADY_EXISTS: the order of the code was made by a redemption racing this one. */
const ALREADY_EXISTS = 6;

/** Download codes (`store_codes/{code}`): single use. */
export class DownloadCodesRepository extends Repository<DownloadCode> {
  constructor(db: Firestore) {
    super(db, { name: "store_codes", schema: downloadCodeSchema, idField: "id", idOf: (c) => c.id });
  }

  listForBatch(batchId: string) {
    return this.query((c) => c.where("batch_id", "==", batchId));
  }

  /**
   * Redeems a code once (docs/store.md#download-codes): in one transaction
   * the code is marked redeemed with its order, its batch counts it, and
   * the order (`orderOf` builds it, id fixed per code) is created. Two
   * redemptions racing both reach create(); the second is refused, so a
   * code makes one order whatever the emulator's isolation.
   */
  async redeem(
    codeId: string,
    orders: StoreOrdersRepository,
    batches: CodeBatchesRepository,
    orderOf: (code: DownloadCode) => Order,
  ): Promise<Redemption> {
    try {
      return await this.db.runTransaction(async (tx): Promise<Redemption> => {
        const codeSnap = await tx.get(this.collection.doc(codeId));
        const code = codeSnap.exists ? this.fromSnapshot(codeSnap as never) : null;
        const batchSnap = code ? await tx.get(batches.collection.doc(code.batch_id)) : null;
        if (!code || !batchSnap?.exists) return { status: "invalid" };
        if (code.redeemed_at || code.order_id) return { status: "used" };
        const batch = batches.fromSnapshot(batchSnap as never);
        const order = orderOf(code);
        orders.createIn(tx, order);
        tx.set(codeSnap.ref, this.toDocument({ ...code, redeemed_at: order.created_at, order_id: order.id }));
        tx.set(batchSnap.ref, batches.toDocument({ ...batch, redeemed: Math.min(batch.count, batch.redeemed + 1) }));
        return { status: "redeemed", order };
      });
    } catch (error) {
      if ((error as { code?: unknown }).code === ALREADY_EXISTS) return { status: "used" };
      throw error;
    }
  }

  /**
   * Creates a batch's codes, CODES_PER_WRITE to a write (Firestore's limit
   * is 500 a batch); each a create(), so a code another batch holds is
   * refused rather than overwritten.
   */
  async createMany(codes: readonly DownloadCode[]): Promise<void> {
    for (let start = 0; start < codes.length; start += CODES_PER_WRITE) {
      const batch = this.db.batch();
      for (const code of codes.slice(start, start + CODES_PER_WRITE)) batch.create(this.collection.doc(code.id), this.toDocument(code));
      await batch.commit();
    }
  }
}

const CODES_PER_WRITE = 400;

/** Batches of download codes (`store_code_batches`). */
export class CodeBatchesRepository extends Repository<CodeBatch> {
  constructor(db: Firestore) {
    super(db, { name: "store_code_batches", schema: codeBatchSchema, idField: "id", idOf: (b) => b.id });
  }

  listForRelease(releaseId: string) {
    return this.query((c) => c.where("release_id", "==", releaseId));
  }

  listAll() {
    return this.query((c) => c);
  }
}
