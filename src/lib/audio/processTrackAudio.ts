import { randomBytes } from "node:crypto";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Repositories } from "../data";
import { TRACK_AUDIO_ERRORS, TRACK_AUDIO_FAILURES } from "../domain/listening";
import { MASTER_TYPES } from "../domain/listening";
import { renditionPath } from "../domain/listening";
import { previewWindow } from "../domain/listening";
import { RENDITION_BITRATES, encodeArguments, plannedRenditions, type PlannedRendition, type RenditionCut } from "../domain/listening";
import { RENDITION_CONTENT_TYPES, loudnessGain, type Rendition, type TrackAudio } from "../domain/listening";
import type { AudioStore } from "../files/audioStore";
import { analyseMaster } from "./analyseMaster";
import { runFfmpeg } from "./ffmpeg";

/** How long a processing run holds a track before the job may take it over (a 10-minute master takes about a minute). */
export const PROCESSING_LEASE_MS = 15 * 60 * 1000;

export interface AudioWork {
  repos: Pick<Repositories, "trackAudio" | "releases">;
  store: AudioStore;
  now?: () => Date;
  log?: (message: string) => void;
}

/**
 * Stores the files one ffmpeg run made in `dir` as the track's renditions,
 * by cut; each stored path is pushed to `stored` as soon as it exists, so
 * the caller removes it if the run does not get to list it.
 */
export async function storeRenditions(
  store: AudioStore,
  trackId: string,
  planned: readonly PlannedRendition[],
  dir: string,
  stored: string[],
): Promise<Record<RenditionCut, Rendition[]>> {
  const made: Record<RenditionCut, Rendition[]> = { full: [], preview: [] };
  for (const { format, cut, file } of planned) {
    const path = renditionPath(trackId, file);
    const { size } = await stat(join(dir, file));
    await store.putFile(path, join(dir, file), RENDITION_CONTENT_TYPES[format]);
    stored.push(path);
    made[cut].push({ format, path, bytes: size, bitrate_kbps: RENDITION_BITRATES[format] });
  }
  return made;
}

/** Takes a queued track (or one whose lease ran out): null when there is nothing to take. */
function claim(work: AudioWork, trackId: string, now: Date): Promise<TrackAudio | null> {
  return work.repos.trackAudio.transition(
    trackId,
    (current) => {
      if (!current?.master) return null;
      const stale = current.status === "processing" && (!current.lease_until || current.lease_until <= now);
      if (current.status !== "queued" && !stale) return null;
      return {
        audio: {
          ...current,
          status: "processing",
          failure: null,
          attempts: current.attempts + 1,
          lease_until: new Date(now.getTime() + PROCESSING_LEASE_MS),
          updated_at: now,
        },
      };
    },
    now,
  );
}

/** Whether `current` is still the run `claimed` started: a new upload, a removal or another worker's take-over makes it not. */
const stillOurs = (current: TrackAudio | null, claimed: TrackAudio): current is TrackAudio =>
  current?.status === "processing" && current.attempts === claimed.attempts && current.master?.path === claimed.master?.path;

function fail(work: AudioWork, claimed: TrackAudio, failure: string, now: Date): Promise<TrackAudio | null> {
  work.log?.(`track ${claimed.track_id}: ${failure}`);
  return work.repos.trackAudio.transition(
    claimed.track_id,
    (current) =>
      stillOurs(current, claimed) ? { audio: { ...current, status: "failed", failure, lease_until: null, updated_at: now } } : null,
    now,
  );
}

/**
 * Processes one track's master (docs/listening.md#label-hosted-audio):
 * claims it, measures it (loudness, true peak, duration, peaks), makes the
 * renditions of the whole track and of its preview window, stores them,
 * then flips the document to ready in one write with the change record
 * naming the release. Until that write nothing of the run is served; a run
 * overtaken (new upload, removal) deletes what it made. The master stays
 * private and kept, so a failed run can be retried.
 */
export async function processTrackAudio(work: AudioWork, trackId: string): Promise<TrackAudio | null> {
  const now = work.now?.() ?? new Date();
  const claimed = await claim(work, trackId, now);
  if (!claimed?.master) return null;
  const release = await work.repos.releases.get(claimed.release_id);
  const track = release?.tracks.find((t) => t.id === trackId);
  if (!track) return fail(work, claimed, TRACK_AUDIO_ERRORS.trackNotFound, now);
  const type = Object.values(MASTER_TYPES).find((t) => t.contentType === claimed.master!.content_type);
  if (!type) return fail(work, claimed, TRACK_AUDIO_FAILURES.decode, now);

  const dir = await mkdtemp(join(tmpdir(), "track-audio-"));
  const stored: string[] = [];
  try {
    const input = join(dir, "master");
    await work.store.download(claimed.master.path, input);
    const analysis = await analyseMaster(input, type.demuxer);
    if (!analysis) return await fail(work, claimed, TRACK_AUDIO_FAILURES.decode, now);
    if (analysis.durationSeconds < 1) return await fail(work, claimed, TRACK_AUDIO_FAILURES.tooShort, now);
    const window = previewWindow(track, analysis.durationSeconds);
    const planned = plannedRenditions(randomBytes(8).toString("hex"));
    const encoded = await runFfmpeg(encodeArguments(input, type.demuxer, planned, window, dir));
    if (!encoded.ok) return await fail(work, claimed, TRACK_AUDIO_FAILURES.encode, now);

    const made = await storeRenditions(work.store, trackId, planned, dir, stored);
    const done = work.now?.() ?? new Date();
    const ready = await work.repos.trackAudio.transition(
      trackId,
      (current) =>
        stillOurs(current, claimed)
          ? {
              audio: {
                ...current,
                status: "ready",
                failure: null,
                renditions: made.full,
                preview_renditions: made.preview,
                preview_window: window,
                duration_seconds: analysis.durationSeconds,
                loudness_lufs: analysis.loudnessLufs,
                true_peak_dbtp: analysis.truePeakDbtp,
                gain_db: loudnessGain(analysis.loudnessLufs, analysis.truePeakDbtp),
                peaks: analysis.peaks,
                lease_until: null,
                processed_at: done,
                updated_at: done,
              },
              pagesChange: {
                releaseId: current.release_id,
                fields: [{ field: "audio", before: null, after: { track_id: trackId, status: "ready" } }],
              },
            }
          : null,
      done,
    );
    if (ready) stored.length = 0;
    return ready;
  } catch (error) {
    work.log?.(`track ${trackId}: processing stopped: ${String(error)}`);
    return await fail(work, claimed, TRACK_AUDIO_FAILURES.encode, now);
  } finally {
    // What a run made but did not get to list (overtaken, failed half-way) is never served: it goes.
    await Promise.all(stored.map((path) => work.store.delete(path).catch(() => undefined)));
    await rm(dir, { recursive: true, force: true });
  }
}
