import type { Firestore } from "firebase-admin/firestore";
import type { Release } from "../../domain/catalog";
import { audioCleanupSchema, tracksRemoved, type AudioCleanup } from "../../domain/listening";
import type { ContentSideEffect } from "../contentChange";
import { Repository } from "../repository";
import { clearUnlessReplaced } from "../requestQueue";

/** Requests to delete the stored audio of tracks that are gone (`audio_cleanups/{trackId}`; docs/listening.md#when-a-track-or-release-goes). */
export class AudioCleanupsRepository extends Repository<AudioCleanup> {
  constructor(db: Firestore) {
    super(db, { name: "audio_cleanups", schema: audioCleanupSchema, idField: "track_id", idOf: (r) => r.track_id });
  }

  /** The oldest waiting requests. */
  listWaiting(limit: number): Promise<AudioCleanup[]> {
    return this.query((c) => c.orderBy("requested_at").limit(limit));
  }

  /** The waiting requests of one release's tracks. */
  listForRelease(releaseId: string): Promise<AudioCleanup[]> {
    return this.query((c) => c.where("release_id", "==", releaseId));
  }

  /** Clears `request` unless a later write replaced it meanwhile (that one waits for the next run). */
  clear(request: AudioCleanup): Promise<void> {
    return clearUnlessReplaced(this.db, this.collection.doc(request.track_id), request.requested_at);
  }
}

/** A release deleted, or saved without some of its tracks, asks in the same transaction for those tracks' stored audio to go. */
export const queueAudioCleanups: ContentSideEffect<{ audioCleanups: AudioCleanupsRepository }> = (tx, change, repos) => {
  if (change.entity !== "releases" || !change.before) return;
  const [before, after] = [change.before as Release, change.after as Release | null];
  for (const trackId of tracksRemoved(before.tracks, after?.tracks ?? null)) {
    const request = { track_id: trackId, release_id: change.entityId, requested_at: change.at };
    tx.set(repos.audioCleanups.collection.doc(trackId), repos.audioCleanups.toDocument(request));
  }
};
