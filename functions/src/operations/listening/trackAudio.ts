import { randomUUID } from "node:crypto";
import { HttpsError } from "firebase-functions/https";
import { logger } from "firebase-functions/logger";
import { TRACK_AUDIO_ERRORS } from "../../../../src/lib/domain/listening";
import { MASTER_MAX_BYTES, UPLOAD_TARGET_TTL_MS, masterFileProblem, masterObjectPath } from "../../../../src/lib/domain/listening";
import type { TrackAudio } from "../../../../src/lib/domain/listening";
import { audioStore } from "../../../../src/lib/files";
import { access } from "../accessRules";
import type { CallableInput } from "../../callable";
import { renditionPathsOf, trackAudioView, trackLabel } from "../../listening/trackAudioView";
import { defineOperation, notAudited, READS_ONLY } from "../operation";

// A track's label-hosted audio (docs/listening.md#label-hosted-audio): its master's upload, processing, retry
// and removal, on the release's grants as saving it.

/** The content type every upload session is signed for: the real type is read from the bytes when it is finished. */
const UPLOAD_CONTENT_TYPE = "application/octet-stream";

const editRelease = <I extends { release_id: string }>() => access.release("edit", (input: I) => input.release_id);
const viewRelease = <I extends { release_id: string }>() => access.release("view", (input: I) => input.release_id);

/** The files of audio no document lists any more: its master and renditions (missing ones are no error). */
async function deleteFiles(audio: TrackAudio | null): Promise<void> {
  if (!audio) return;
  const store = audioStore();
  await Promise.all([...(audio.master ? [audio.master.path] : []), ...renditionPathsOf(audio)].map((path) => store.delete(path)));
}

/**
 * Authorizes a master's upload (edit on the release, as saving it; the
 * track saved on it; a name of an accepted type, not empty, at most 500 MB
 * declared) and answers a signed target valid for 15 minutes. The track's
 * earlier audio, if any, goes: a replaced track plays nothing until the new
 * master is ready (nothing half-made is served).
 */
export const startTrackAudioUpload = defineOperation(
  "startTrackAudioUpload",
  { access: editRelease<CallableInput<"startTrackAudioUpload">>(), audit: { entity: "track_audio", action: "upload" } },
  async ({ track_id, file_name, size }, { repos, item: release, caller, audit }) => {
    if (!release.tracks.some((t) => t.id === track_id)) throw new HttpsError("not-found", TRACK_AUDIO_ERRORS.trackNotFound);
    const problem = masterFileProblem({ name: file_name, size });
    if (problem) throw new HttpsError("invalid-argument", TRACK_AUDIO_ERRORS[problem]);
    if (size > MASTER_MAX_BYTES) throw new HttpsError("invalid-argument", TRACK_AUDIO_ERRORS.tooLarge);
    const store = audioStore();
    const path = masterObjectPath(track_id, randomUUID());
    const now = new Date();
    let before: TrackAudio | null = null;
    await repos.trackAudio.transition(
      track_id,
      (current) => {
        before = current;
        const audio: TrackAudio = {
          track_id,
          release_id: release.id,
          status: "uploading",
          failure: null,
          master: { path, bytes: size, content_type: UPLOAD_CONTENT_TYPE, original_name: file_name },
          renditions: [],
          preview_renditions: [],
          preview_window: null,
          duration_seconds: null,
          loudness_lufs: null,
          true_peak_dbtp: null,
          gain_db: null,
          peaks: [],
          attempts: 0,
          lease_until: null,
          updated_at: now,
          processed_at: null,
        };
        const wasPlayable = current?.status === "ready";
        return {
          audio,
          ...(wasPlayable
            ? {
                pagesChange: {
                  releaseId: release.id,
                  actor: caller.uid,
                  fields: [{ field: "audio", before: { track_id, status: "ready" }, after: { track_id, status: "uploading" } }],
                },
              }
            : {}),
        };
      },
      now,
      audit(track_id, trackLabel(release, track_id)),
    );
    await deleteFiles(before);
    const upload_url = await store.uploadTarget(path, UPLOAD_CONTENT_TYPE, UPLOAD_TARGET_TTL_MS);
    return { upload_url, content_type: UPLOAD_CONTENT_TYPE, expires_at: new Date(now.getTime() + UPLOAD_TARGET_TTL_MS) };
  },
);

/**
 * Checks the uploaded master (checkMaster) and queues it for processing. A
 * refused master is deleted with its document, so a bad upload leaves
 * nothing behind; staff see the reason and may upload again.
 */
export const finishTrackAudioUpload = defineOperation(
  "finishTrackAudioUpload",
  {
    access: editRelease<CallableInput<"finishTrackAudioUpload">>(),
    audit: notAudited(
      "checks the master whose upload was audited when it started and queues it: a step of that upload, decided by the file",
    ),
  },
  async ({ track_id, release_id }, { repos }) => {
    const audio = await repos.trackAudio.get(track_id);
    if (!audio?.master || audio.release_id !== release_id) throw new HttpsError("not-found", TRACK_AUDIO_ERRORS.noAudio);
    if (audio.status !== "uploading") return trackAudioView(audio);
    const { checkMaster } = await import("../../listening/masterCheck");
    const checked = await checkMaster(await audioStore().read(audio.master.path), audio.master.bytes);
    if ("refusal" in checked) {
      // Unless a newer upload has taken the track meanwhile.
      if ((await repos.trackAudio.get(track_id))?.master?.path === audio.master.path) await repos.trackAudio.delete(track_id);
      await deleteFiles(audio);
      throw new HttpsError("invalid-argument", checked.refusal);
    }
    const now = new Date();
    const queued = await repos.trackAudio.transition(
      track_id,
      (current) =>
        current?.status === "uploading" && current.master?.path === audio.master!.path
          ? { audio: { ...current, status: "queued", master: { ...current.master, content_type: checked.contentType }, updated_at: now } }
          : null,
      now,
    );
    if (!queued) throw new HttpsError("failed-precondition", TRACK_AUDIO_ERRORS.busy);
    return trackAudioView(queued);
  },
);

/**
 * Processes a queued track now, for the person who just uploaded it: the
 * form shows `Processing` while this runs and the result when it answers.
 * Whatever no one processes (a closed tab, a run cut off) the track-audio
 * job takes (src/lib/jobs/trackAudioProcessing.ts). Null when there was
 * nothing to take (already taken, ready or failed): the form reads the list.
 */
export const processTrackAudio = defineOperation(
  "processTrackAudio",
  {
    access: editRelease<CallableInput<"processTrackAudio">>(),
    audit: notAudited(
      "makes the renditions of a queued master, as the track-audio job does: derived files, nobody's decision; the master's upload is audited",
    ),
  },
  async ({ track_id, release_id }, { repos }) => {
    const audio = await repos.trackAudio.get(track_id);
    if (!audio || audio.release_id !== release_id) throw new HttpsError("not-found", TRACK_AUDIO_ERRORS.noAudio);
    const { processTrackAudio: run } = await import("../../../../src/lib/audio/processTrackAudio");
    const done = await run({ repos, store: audioStore(), log: (message) => logger.info(message) }, track_id);
    return done && trackAudioView(done);
  },
);

/** Queues a failed track again; the form then asks for it to be processed. */
export const retryTrackAudio = defineOperation(
  "retryTrackAudio",
  {
    access: editRelease<CallableInput<"retryTrackAudio">>(),
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
export const removeTrackAudio = defineOperation(
  "removeTrackAudio",
  { access: editRelease<CallableInput<"removeTrackAudio">>(), audit: { entity: "track_audio", action: "remove" } },
  async ({ track_id, release_id }, { repos, caller, item: release, audit }) => {
    const audio = await repos.trackAudio.get(track_id);
    if (!audio || audio.release_id !== release_id) throw new HttpsError("not-found", TRACK_AUDIO_ERRORS.noAudio);
    const removed = await repos.trackAudio.remove(track_id, caller.uid, audit(track_id, trackLabel(release, track_id)));
    await deleteFiles(removed);
    return { ok: true as const };
  },
);

/** The audio of a release's tracks, for its form (view on the release). */
export const listTrackAudio = defineOperation(
  "listTrackAudio",
  { access: viewRelease<CallableInput<"listTrackAudio">>(), audit: READS_ONLY },
  async ({ release_id }, { repos }) => ({
    audio: (await repos.trackAudio.listForReleases([release_id])).map(trackAudioView),
  }),
);
