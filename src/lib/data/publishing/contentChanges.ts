import { randomUUID } from "node:crypto";
import type { Firestore, Transaction, WriteBatch } from "firebase-admin/firestore";
import { contentChangeSchema, type ContentChange } from "../../domain/publishing";
import { Repository } from "../repository";

/**
 * A queue of content changes. Records are written only by a ContentWriter,
 * in the transaction of the write they describe (contentWriter.ts); the site
 * builder reads them and re-renders only the pages that depend on the
 * changed documents, then acknowledges them.
 */
export class ContentChangesRepository extends Repository<ContentChange> {
  constructor(db: Firestore) {
    super(db, { name: "content_changes", schema: contentChangeSchema, idField: "id", idOf: (c) => c.id });
  }

  /**
   * In a store write's transaction: the product changed as the public pages
   * show it (its price, status or units sold), so the builder re-renders its
   * release page and /store (docs/store.md#on-the-site). Products are not
   * content (no versions, previews or schedules), so they skip the ContentWriter.
   */
  queueStoreChange(
    tx: Transaction | WriteBatch,
    productId: string,
    change: { kind: "create" | "update" | "delete"; actor: string; at: Date },
  ): void {
    const id = randomUUID();
    tx.create(
      this.collection.doc(id),
      this.toDocument({
        id,
        entity: "store_products",
        entity_id: productId,
        kind: change.kind,
        actor: change.actor,
        at: change.at,
        fields: [],
      }),
    );
  }

  /** Changes in the order they happened. */
  listPending() {
    return this.query((c) => c.orderBy("at", "asc"));
  }

  /** Calls `onChange` when a change is queued or acknowledged: the site builder's wake-up (docs/incremental-builds.md). */
  watchQueue(onChange: () => void, onError: (error: Error) => void): () => void {
    return this.watch((c) => c, onChange, onError);
  }

  /** Removes changes once the pages they affect are live. */
  async acknowledge(changes: readonly ContentChange[]): Promise<void> {
    const batch = this.db.batch();
    for (const change of changes) batch.delete(this.collection.doc(change.id));
    if (changes.length > 0) await batch.commit();
  }
}
