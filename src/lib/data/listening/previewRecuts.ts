import type { Firestore } from "firebase-admin/firestore";
import type { Release } from "../../domain/catalog";
import { previewRecutSchema, tracksWithNewPreviewWindow, type PreviewRecut } from "../../domain/listening";
import type { ContentSideEffect } from "../contentChange";
import { Repository } from "../repository";
import { clearUnlessReplaced } from "../requestQueue";

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
  clear(request: PreviewRecut): Promise<void> {
    return clearUnlessReplaced(this.db, this.collection.doc(request.track_id), request.requested_at);
  }
}

/** A release save that moved a kept track's preview window asks, in the same transaction, for that clip to be cut again. */
export const queuePreviewRecuts: ContentSideEffect<{ previewRecuts: PreviewRecutsRepository }> = (tx, change, repos) => {
  if (change.entity !== "releases" || !change.before || !change.after) return;
  const [before, after] = [change.before as Release, change.after as Release];
  for (const trackId of tracksWithNewPreviewWindow(before.tracks, after.tracks)) {
    const request = { track_id: trackId, release_id: change.entityId, requested_at: change.at };
    tx.set(repos.previewRecuts.collection.doc(trackId), repos.previewRecuts.toDocument(request));
  }
};
