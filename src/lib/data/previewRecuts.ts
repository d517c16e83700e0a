import type { Firestore } from "firebase-admin/firestore";
import type { Release } from "../domain/catalog";
import { previewRecutSchema, tracksWithNewPreviewWindow, type PreviewRecut } from "../domain/listening/previewRecut";
import type { ChangeSideEffect } from "./contentWriter";
import { Repository } from "./repository";

/** Requests to cut a track's preview again (`preview_recuts/{trackId}`; docs/listening.md#previews). */
export class PreviewRecutsRepository extends Repository<PreviewRecut> {
  constructor(db: Firestore) {
    super(db, { name: "preview_recuts", schema: previewRecutSchema, idField: "track_id", idOf: (r) => r.track_id });
  }

  /** The oldest waiting requests. */
  listWaiting(limit: number): Promise<PreviewRecut[]> {
    return this.query((c) => c.orderBy("requested_at").limit(limit));
  }

  /** Clears `request` unless a later save replaced it meanwhile (that one waits for the next run). */
  async clear(request: PreviewRecut): Promise<void> {
    const ref = this.collection.doc(request.track_id);
    await this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (snap.exists && (snap.get("requested_at") as { toMillis(): number }).toMillis() === request.requested_at.getTime()) tx.delete(ref);
    });
  }
}

/** A release save that moved a kept track's preview window asks, in the same transaction, for that clip to be cut again. */
export const queuePreviewRecuts: ChangeSideEffect = (tx, change, repos) => {
  if (change.entity !== "releases" || !change.before || !change.after) return;
  const [before, after] = [change.before as Release, change.after as Release];
  for (const trackId of tracksWithNewPreviewWindow(before.tracks, after.tracks)) {
    const request = { track_id: trackId, release_id: change.entityId, requested_at: change.at };
    tx.set(repos.previewRecuts.collection.doc(trackId), repos.previewRecuts.toDocument(request));
  }
};
