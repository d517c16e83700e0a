import { randomUUID } from "node:crypto";
import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import { trackAudioSchema, type TrackAudio } from "../../domain/listening";
import type { FieldChange } from "../../domain/publishing";
import { SYSTEM_ACTOR } from "../../domain/publishing";
import { ContentChangesRepository } from "../publishing/contentChanges";
import { inGroups } from "../inGroups";
import { Repository, type AuditWrite } from "../repository";

/** What a transition decides: the document to write, and the release whose pages change with it. */
export interface TrackAudioTransition {
  audio: TrackAudio;
  /** Set when what the release's pages show changes (audio became playable, or stopped being so). */
  pagesChange?: { releaseId: string; actor?: string; fields: FieldChange[] };
}

/** What an audit entry shows of a track's audio: which track, its state and its master's file name (not its peaks or paths). */
function audited(audio: TrackAudio | null): object | null {
  return (
    audio && { release_id: audio.release_id, track_id: audio.track_id, status: audio.status, master: audio.master?.original_name ?? null }
  );
}

/**
 * Tracks' label-hosted audio (docs/listening.md#label-hosted-audio), one
 * document per track id. Peaks are stored as one JSON string: read whole,
 * never queried, and a few hundred numbers as a Firestore array cost the
 * emulator per value on every catalog read.
 */
export class TrackAudioRepository extends Repository<TrackAudio> {
  private readonly changes: ContentChangesRepository;

  constructor(db: Firestore) {
    super(db, {
      name: "track_audio",
      schema: trackAudioSchema,
      idField: "track_id",
      idOf: (audio) => audio.track_id,
      jsonFields: ["peaks"],
    });
    this.changes = new ContentChangesRepository(db);
  }

  /** The audio of these releases' tracks, any status. */
  async listForReleases(releaseIds: readonly string[]): Promise<TrackAudio[]> {
    return (await Promise.all(inGroups(releaseIds).map((ids) => this.query((c) => c.where("release_id", "in", ids))))).flat();
  }

  /** Every track whose audio may be served (the site build's catalog). */
  listReady(): Promise<TrackAudio[]> {
    return this.query((c) => c.where("status", "==", "ready"));
  }

  /** Audio waiting for processing, or whose worker's lease ran out (the processing job's list). */
  async listWaiting(now: Date): Promise<TrackAudio[]> {
    const [queued, processing] = await Promise.all([
      this.query((c) => c.where("status", "==", "queued")),
      this.query((c) => c.where("status", "==", "processing")),
    ]);
    return [...queued, ...processing.filter((audio) => !audio.lease_until || audio.lease_until <= now)];
  }

  /**
   * Reads a track's audio and writes what `decide` makes of it, in one
   * transaction, with the content change record naming the release when
   * its pages change (the site builder re-renders that release's pages,
   * as for a save: docs/change-feed.md). `decide` returning null writes
   * nothing; the answer is what was written, or null. `audit`, when given,
   * writes the entry of a person's change in the same transaction.
   */
  async transition(
    trackId: string,
    decide: (current: TrackAudio | null) => TrackAudioTransition | null,
    now = new Date(),
    audit?: AuditWrite,
  ): Promise<TrackAudio | null> {
    return this.db.runTransaction(async (tx) => {
      const snap: DocumentSnapshot = await tx.get(this.collection.doc(trackId));
      const current = snap.exists ? this.fromSnapshot(snap as Parameters<TrackAudioRepository["fromSnapshot"]>[0]) : null;
      const decided = decide(current);
      if (!decided) return null;
      tx.set(this.collection.doc(trackId), this.toDocument(decided.audio));
      audit?.(tx, audited(current), audited(decided.audio));
      if (decided.pagesChange) {
        const { releaseId, actor, fields } = decided.pagesChange;
        const record = {
          id: randomUUID(),
          entity: "releases" as const,
          entity_id: releaseId,
          kind: "audio" as const,
          actor: actor ?? SYSTEM_ACTOR,
          at: now,
          fields,
        };
        tx.create(this.changes.collection.doc(record.id), this.changes.toDocument(record));
      }
      return decided.audio;
    });
  }

  /** Removes a track's audio document, with the change record when it was playable and, for a person's removal, its audit entry. */
  async remove(trackId: string, actor: string, audit?: AuditWrite, now = new Date()): Promise<TrackAudio | null> {
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(this.collection.doc(trackId));
      if (!snap.exists) return null;
      const current = this.fromSnapshot(snap as Parameters<TrackAudioRepository["fromSnapshot"]>[0]);
      tx.delete(this.collection.doc(trackId));
      audit?.(tx, audited(current), null);
      if (current.status === "ready") {
        const record = {
          id: randomUUID(),
          entity: "releases" as const,
          entity_id: current.release_id,
          kind: "audio" as const,
          actor,
          at: now,
          fields: [{ field: "audio", before: { track_id: trackId, status: "ready" }, after: null }],
        };
        tx.create(this.changes.collection.doc(record.id), this.changes.toDocument(record));
      }
      return current;
    });
  }
}
