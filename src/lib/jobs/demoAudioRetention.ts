import { LABEL } from "../../config/label";
import { isDemoAudioDue } from "../domain/demos";
import type { JobContext, JobDefinition } from "./job";
import { DEMO_AUDIO_RETENTION_DAYS } from "../domain/demos";

export interface DemoAudioRetentionReport {
  /** Demos whose audio this run marked removed and deleted. */
  removed: string[];
  /** Demos marked by an earlier run that stopped before deleting the file; deleted now. */
  finished: string[];
}

/**
 * Deletes the audio of demos rejected for longer than `retentionDays`.
 * Per demo: mark `audio_removed_at` in a transaction first, then delete the
 * file, so no record ever names a missing file without saying the audio was
 * removed. A run that dies between the two leaves a marked demo whose file
 * still exists; every run deletes those too, so re-running finishes the job.
 */
export async function removeExpiredDemoAudio(
  { now, repos, files, log }: JobContext,
  retentionDays = DEMO_AUDIO_RETENTION_DAYS,
): Promise<DemoAudioRetentionReport> {
  const isDue = (demo: Parameters<typeof isDemoAudioDue>[0]) => isDemoAudioDue(demo, now, retentionDays);
  const removed: string[] = [];
  const finished: string[] = [];

  for (const candidate of (await repos.demos.list("rejected")).filter(isDue)) {
    const marked = await repos.demos.markAudioRemoved(candidate.id, now, isDue);
    if (!marked) continue;
    await files.delete(marked.demo.audio_path);
    (marked.markedNow ? removed : finished).push(marked.demo.id);
    log(`removed the audio of demo ${marked.demo.id} ("${marked.demo.track_title}" by ${marked.demo.artist_name})`);
  }
  // Every demo ever marked stays marked: one listing of the store, not one lookup per such demo each night.
  const [markedEarlier, stored] = await Promise.all([repos.demos.listAudioRemoved(), files.list()]);
  const present = new Set(stored);
  const done = new Set([...removed, ...finished]);
  for (const demo of markedEarlier) {
    if (done.has(demo.id) || !present.has(demo.audio_path)) continue;
    await files.delete(demo.audio_path);
    finished.push(demo.id);
    log(`finished removing the audio of demo ${demo.id}, marked by an earlier run`);
  }
  return { removed, finished };
}

export function describeRetention({ removed, finished }: DemoAudioRetentionReport, retentionDays = DEMO_AUDIO_RETENTION_DAYS): string {
  if (removed.length === 0 && finished.length === 0) return `nothing to remove (the audio of rejected demos is kept ${retentionDays} days)`;
  const parts = [`removed the audio of ${removed.length} demo${removed.length === 1 ? "" : "s"} rejected over ${retentionDays} days ago`];
  if (finished.length > 0)
    parts.push(`finished ${finished.length} removal${finished.length === 1 ? "" : "s"} an earlier run left half-done`);
  return parts.join("; ");
}

export const demoAudioRetentionJob: JobDefinition = {
  name: "demo-audio-retention",
  description: `Deletes the audio of demos rejected more than ${DEMO_AUDIO_RETENTION_DAYS} days ago; their records stay, marked "Audio removed".`,
  schedule: "0 3 * * *",
  timeZone: LABEL.timeZone,
  run: async (context) => describeRetention(await removeExpiredDemoAudio(context)),
};
