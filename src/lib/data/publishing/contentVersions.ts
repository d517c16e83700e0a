import type { Firestore } from "firebase-admin/firestore";
import { contentVersionSchema, VERSIONS_KEPT, type ContentEntity, type ContentVersion } from "../../domain/publishing";
import { Repository } from "../repository";

/**
 * Saved versions of artists, releases and press posts (content_versions):
 * written by the `saveVersion` side effect in the transaction of each
 * content write; pruned to the last VERSIONS_KEPT per item after a save.
 */
export class ContentVersionsRepository extends Repository<ContentVersion> {
  constructor(db: Firestore) {
    super(db, { name: "content_versions", schema: contentVersionSchema, idField: "id", idOf: (v) => v.id });
  }

  /** An item's versions, newest first. */
  listFor(entity: ContentEntity, entityId: string, limit = VERSIONS_KEPT): Promise<ContentVersion[]> {
    return this.query((c) => c.where("entity", "==", entity).where("entity_id", "==", entityId).orderBy("at", "desc").limit(limit));
  }

  /**
   * Deletes an item's versions beyond the newest `keep`. Runs after the write
   * committed: a prune that does not happen only keeps an old version longer.
   */
  async prune(entity: ContentEntity, entityId: string, keep = VERSIONS_KEPT): Promise<number> {
    // The Node emulator ignores offset(): read the item's versions and cut in code,
    // their times only (each version holds the whole item, and every save prunes).
    const snap = await this.collection
      .where("entity", "==", entity)
      .where("entity_id", "==", entityId)
      .orderBy("at", "desc")
      .select("at")
      .get();
    const old = snap.docs.slice(keep);
    if (old.length === 0) return 0;
    const batch = this.db.batch();
    for (const doc of old) batch.delete(doc.ref);
    await batch.commit();
    return old.length;
  }
}
