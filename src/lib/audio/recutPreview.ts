import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MASTER_TYPES } from "../domain/listening";
import { previewWindow } from "../domain/listening";
import { sameWindow, type PreviewRecut } from "../domain/listening";
import { encodeArguments, plannedRenditions } from "../domain/listening";
import type { TrackAudio } from "../domain/listening";
import type { Repositories } from "../data";
import { storeRenditions, type AudioWork } from "./processTrackAudio";
import { runFfmpeg } from "./ffmpeg";

export type RecutOutcome = "recut" | "unchanged" | "waiting" | "dropped" | "failed";

export type RecutWork = AudioWork & { repos: Pick<Repositories, "trackAudio" | "releases" | "previewRecuts"> };

/** Whether `current` is still the ready audio the cut was made from (no new upload, no other cut meanwhile). */
const sameAudio = (current: TrackAudio | null, from: TrackAudio): current is TrackAudio =>
  current?.status === "ready" &&
  current.master?.path === from.master?.path &&
  current.processed_at?.getTime() === from.processed_at?.getTime() &&
  sameWindow(current.preview_window, from.preview_window);

/**
 * Cuts a track's preview again at the window its release now gives it
 * (docs/listening.md#previews), from the private master: the new clips are
 * stored under new names, listed in one write with the change record
 * naming the release, and only then are the old clips removed. Audio that
 * is still being processed keeps the request (processing reads the window
 * when it runs, so the request waits for the next run to check); audio
 * gone or failed drops it (the next processing cuts at the saved window).
 */
export async function recutPreview(work: RecutWork, request: PreviewRecut): Promise<RecutOutcome> {
  const outcome = await cut(work, request);
  if (outcome !== "waiting") await work.repos.previewRecuts.clear(request);
  return outcome;
}

async function cut(work: RecutWork, request: PreviewRecut): Promise<RecutOutcome> {
  const audio = await work.repos.trackAudio.get(request.track_id);
  if (audio?.status === "queued" || audio?.status === "processing") return "waiting";
  if (audio?.status !== "ready" || !audio.master || audio.duration_seconds === null) return "dropped";
  const release = await work.repos.releases.get(audio.release_id);
  const track = release?.tracks.find((t) => t.id === audio.track_id);
  if (!track) return "dropped";
  const window = previewWindow(track, audio.duration_seconds);
  if (sameWindow(window, audio.preview_window)) return "unchanged";
  const type = Object.values(MASTER_TYPES).find((t) => t.contentType === audio.master!.content_type);
  if (!type) return "failed";

  const dir = await mkdtemp(join(tmpdir(), "preview-recut-"));
  const stored: string[] = [];
  try {
    const input = join(dir, "master");
    await work.store.download(audio.master.path, input);
    const planned = plannedRenditions(randomBytes(8).toString("hex"), ["preview"]);
    if (!(await runFfmpeg(encodeArguments(input, type.demuxer, planned, window, dir))).ok) return "failed";
    const made = (await storeRenditions(work.store, audio.track_id, planned, dir, stored)).preview;
    const now = work.now?.() ?? new Date();
    const listed = await work.repos.trackAudio.transition(
      audio.track_id,
      (current) =>
        sameAudio(current, audio)
          ? {
              audio: { ...current, preview_renditions: made, preview_window: window, updated_at: now },
              pagesChange: {
                releaseId: current.release_id,
                fields: [{ field: "preview_window", before: current.preview_window, after: window }],
              },
            }
          : null,
      now,
    );
    if (!listed) return "dropped";
    // The old clips go once the new ones are listed; the pages naming them are being rebuilt.
    stored.length = 0;
    stored.push(...audio.preview_renditions.map((r) => r.path));
    return "recut";
  } finally {
    await Promise.all(stored.map((path) => work.store.delete(path).catch(() => undefined)));
    await rm(dir, { recursive: true, force: true });
  }
}
