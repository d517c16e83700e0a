import type { Firestore } from "firebase-admin/firestore";
import { previewSchema, type Preview } from "../../domain/publishing";
import { Repository } from "../repository";
import { deleteExpired } from "../expiredDocuments";

/**
 * Previews of drafts (docs/preview.md): written by requestPreview, rendered
 * by the site builder, read by openPreview. Short-lived: the builder deletes
 * expired ones on its passes, and an expired one is never shown.
 */
export class PreviewsRepository extends Repository<Preview> {
  constructor(db: Firestore) {
    super(db, { name: "previews", schema: previewSchema, idField: "id", idOf: (p) => p.id });
  }

  /** Previews waiting for the builder, oldest first (ordered here: few wait at once). */
  pending(): Promise<Preview[]> {
    return this.queryOrderedBy(
      (c) => c.where("status", "==", "pending"),
      (a, b) => a.created_at.getTime() - b.created_at.getTime(),
    );
  }

  /** Calls `onChange` when a preview starts or stops waiting: the site builder's wake-up (docs/preview.md). */
  watchPending(onChange: () => void, onError: (error: Error) => void): () => void {
    return this.watch((c) => c.where("status", "==", "pending"), onChange, onError);
  }

  /** Stores the outcome of a render; false when the preview was deleted meanwhile. */
  async finish(id: string, outcome: Pick<Preview, "status" | "path" | "html">): Promise<boolean> {
    return (await this.update(id, outcome)) !== null;
  }

  /** Deletes the previews expired at `now` (their TTL policy does too, within a day); how many. */
  deleteExpired(now: Date): Promise<number> {
    return deleteExpired(this.db, this.spec.name, "expires_at", now);
  }
}
