import { LABEL } from "../../config/label";
import { cleanUpWaitingAudio } from "../audio/cleanUpTrackAudio";
import { processTrackAudio } from "../audio/processTrackAudio";
import { recutPreview } from "../audio/recutPreview";
import { audioStore } from "../files";
import type { AudioStore } from "../files/audioStore";
import type { JobContext, JobDefinition } from "./job";

/** A run starts no new track after this long, so it ends well within its function's 9 minutes. */
const RUN_BUDGET_MS = 5 * 60 * 1000;

/**
 * Processes the track audio no one processed (docs/listening.md#label-hosted-audio):
 * queued masters whose uploader closed the form, and runs whose lease ran
 * out (an instance stopped mid-way). One at a time: each takes a whole
 * core for a minute or so.
 */
export async function processWaitingTrackAudio(
  { now, repos, log }: JobContext,
  store: AudioStore,
): Promise<{ ready: number; failed: number }> {
  const started = Date.now();
  const report = { ready: 0, failed: 0 };
  for (const waiting of await repos.trackAudio.listWaiting(now)) {
    if (Date.now() - started > RUN_BUDGET_MS) break;
    const done = await processTrackAudio({ repos, store, log, now: () => new Date(Math.max(now.getTime(), Date.now())) }, waiting.track_id);
    if (done?.status === "ready") report.ready++;
    if (done?.status === "failed") report.failed++;
    if (done) log(`track ${done.track_id}: ${done.status}`);
  }
  return report;
}

/** Requests taken per run: a preview cut takes seconds, not the minute a whole track does. */
const RECUTS_PER_RUN = 50;

/** Cuts again the previews whose window staff moved (docs/listening.md#previews), after the waiting masters. */
export async function recutMovedPreviews({ now, repos, log }: JobContext, store: AudioStore, started = Date.now()): Promise<number> {
  let recut = 0;
  for (const request of await repos.previewRecuts.listWaiting(RECUTS_PER_RUN)) {
    if (Date.now() - started > RUN_BUDGET_MS) break;
    try {
      const outcome = await recutPreview({ repos, store, log, now: () => new Date(Math.max(now.getTime(), Date.now())) }, request);
      if (outcome === "recut") recut++;
      if (outcome !== "waiting") log(`track ${request.track_id}: preview ${outcome}`);
    } catch (error) {
      // The request stays for the next run (a store that did not answer, a stopped instance).
      log(`track ${request.track_id}: preview cut stopped: ${String(error)}`);
    }
  }
  return recut;
}

/** Requests taken per run: each is a few deletions. */
const CLEANUPS_PER_RUN = 100;

/** Deletes the stored audio of tracks that are gone (docs/listening.md#when-a-track-or-release-goes), before anything is processed. */
export async function removeGoneTracksAudio({ repos, log }: JobContext, store: AudioStore): Promise<number> {
  return cleanUpWaitingAudio({ repos, store, log }, await repos.audioCleanups.listWaiting(CLEANUPS_PER_RUN));
}

/** The job; `trackAudioJob(store)` runs it against another store (tests). */
export function trackAudioJob(store: () => AudioStore = audioStore): JobDefinition {
  return {
    name: "track-audio",
    description:
      "Deletes the stored audio of deleted releases and removed tracks, processes queued track masters no one processed, takes over runs whose worker stopped, and cuts moved previews again.",
    schedule: "* * * * *",
    timeZone: LABEL.timeZone,
    leaseMs: 10 * 60 * 1000,
    runtime: { memory: "2GiB", timeoutSeconds: 540 },
    run: async (context) => {
      const started = Date.now();
      const deleted = await removeGoneTracksAudio(context, store());
      const { ready, failed } = await processWaitingTrackAudio(context, store());
      const recut = await recutMovedPreviews(context, store(), started);
      return ready + failed + recut + deleted === 0
        ? "no track audio waiting"
        : `${ready} ready, ${failed} failed, ${recut} previews cut again, audio of ${deleted} gone tracks deleted`;
    },
  };
}

export const trackAudioJobDefinition = trackAudioJob();
