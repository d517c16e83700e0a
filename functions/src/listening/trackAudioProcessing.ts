import { HttpsError } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { TRACK_AUDIO_ERRORS } from "../../../src/lib/domain/listening/audioTexts";
import { audioStore } from "../../../src/lib/files";
import { access } from "../accessRules";
import { defineCallable } from "../callable";
import { deleteFiles } from "./trackAudioUploads";
import { trackAudioView, trackLabel } from "./trackAudioView";
import { notAudited, READS_ONLY } from "../operations/operation";

const editRelease = access.release("edit", (input: { release_id: string }) => input.release_id);
const viewRelease = access.release("view", (input: { release_id: string }) => input.release_id);

/**
 * Processes a queued track now, for the person who just uploaded it: the
 * form shows `Processing` while this runs and the result when it answers.
 * Whatever no one processes (a closed tab, a run cut off) the track-audio
 * job takes (src/lib/jobs/trackAudioProcessing.ts). Null when there was
 * nothing to take (already taken, ready or failed): the form reads the list.
 */
export const processTrackAudio = defineCallable(
  "processTrackAudio",
  {
    access: editRelease,
    audit: notAudited(
      "makes the renditions of a queued master, as the track-audio job does: derived files, nobody's decision; the master's upload is audited",
    ),
    options: { memory: "2GiB", timeoutSeconds: 540, cpu: 2 },
  },
  async ({ track_id, release_id }, { repos }) => {
    const audio = await repos.trackAudio.get(track_id);
    if (!audio || audio.release_id !== release_id) throw new HttpsError("not-found", TRACK_AUDIO_ERRORS.noAudio);
    const { processTrackAudio: run } = await import("../../../src/lib/audio/processTrackAudio");
    const done = await run({ repos, store: audioStore(), log: (message) => logger.info(message) }, track_id);
    return done && trackAudioView(done);
  },
);

/** Queues a failed track again; the form then asks for it to be processed. */
export const retryTrackAudio = defineCallable(
  "retryTrackAudio",
  {
    access: editRelease,
    audit: notAudited(
      "queues the same master's failed processing again: the pages change only when processing succeeds, and the master's upload is audited",
    ),
  },
  async ({ track_id, release_id }, { repos }) => {
    const now = new Date();
    const queued = await repos.trackAudio.transition(
      track_id,
      (current) =>
        current?.status === "failed" && current.release_id === release_id
          ? { audio: { ...current, status: "queued", failure: null, updated_at: now } }
          : null,
      now,
    );
    if (!queued) throw new HttpsError("failed-precondition", TRACK_AUDIO_ERRORS.notFailed);
    return trackAudioView(queued);
  },
);

/** Removes a track's audio: its document (with the change record when it was playable), then its files. */
export const removeTrackAudio = defineCallable(
  "removeTrackAudio",
  { access: editRelease, audit: { entity: "track_audio", action: "remove" } },
  async ({ track_id, release_id }, { repos, caller, item: release, audit }) => {
    const audio = await repos.trackAudio.get(track_id);
    if (!audio || audio.release_id !== release_id) throw new HttpsError("not-found", TRACK_AUDIO_ERRORS.noAudio);
    const removed = await repos.trackAudio.remove(track_id, caller.uid, audit(track_id, trackLabel(release, track_id)));
    await deleteFiles(removed);
    return { ok: true as const };
  },
);

/** The audio of a release's tracks, for its form (view on the release). */
export const listTrackAudio = defineCallable(
  "listTrackAudio",
  { access: viewRelease, audit: READS_ONLY },
  async ({ release_id }, { repos }) => ({
    audio: (await repos.trackAudio.listForReleases([release_id])).map(trackAudioView),
  }),
);
