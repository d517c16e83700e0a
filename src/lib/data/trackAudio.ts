import type { Firestore } from "firebase-admin/firestore";
import { trackAudioSchema, type TrackAudio } from "../domain/listening";
import { inGroups } from "./inGroups";
import { Repository } from "./repository";

/**
 * Tracks' label-hosted audio (docs/listening.md#label-hosted-audio), one
 * document per track id. Peaks are stored as one JSON string: read whole,
 * never queried, and a few hundred numbers as a Firestore array cost the
 * emulator per value on every catalog read.
 */
export class TrackAudioRepository extends Repository<TrackAudio> {
  constructor(db: Firestore) {
    super(db, { name: "track_audio", schema: trackAudioSchema, idField: "track_id", idOf: (audio) => audio.track_id, jsonFields: ["peaks"] });
  }

  /** The audio of these releases' tracks, any status. */
  async listForReleases(releaseIds: readonly string[]): Promise<TrackAudio[]> {
    return (await Promise.all(inGroups(releaseIds).map((ids) => this.query((c) => c.where("release_id", "in", ids))))).flat();
  }

  /** Every track whose audio may be served (the site build's catalog). */
  listReady(): Promise<TrackAudio[]> {
    return this.query((c) => c.where("status", "==", "ready"));
  }
}
