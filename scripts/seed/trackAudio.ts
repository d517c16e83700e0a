import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Repositories } from "../../src/lib/data";
import type { Release } from "../../src/lib/domain/catalog";
import { previewWindow } from "../../src/lib/domain/listening";
import { RENDITION_CONTENT_TYPES, RENDITION_EXTENSIONS, type Rendition, type TrackAudio } from "../../src/lib/domain/listening";
import { renditionPath } from "../../src/lib/domain/listening";
import { encodeTone, tonePeaks, type ToneFile } from "./toneAudio";

/** Where rendition files go: the track audio store's `putFile`. */
export interface RenditionStore {
  putFile(path: string, file: string, contentType: string): Promise<void>;
}

/**
 * The demo site's label-hosted audio (docs/listening.md#the-player): which
 * seeded releases play, and how. Tones, not music: short, so the seed stays
 * quick; the first track of Reel to Reel runs past a minute, so the seek
 * slider's spoken minutes can be heard.
 */
export const SEED_AUDIO: Record<string, { seconds: number; longFirst?: number }> = {
  "Reel to Reel": { seconds: 20, longFirst: 70 },
  "Drift and Engines": { seconds: 20 },
  "Harmonium Hymns": { seconds: 20 },
  // Before its release day only its focus track (the first) plays.
  "Coming Tide": { seconds: 20 },
};

/**
 * Seconds of the seeded audio of a release's track at `index` (0-based), or
 * null when the release has none. The seeded tracklists list these lengths,
 * so TIME says what the player plays (docs/listening.md#demo-content).
 */
export function seedAudioSeconds(releaseTitle: string, index: number): number | null {
  const plan = SEED_AUDIO[releaseTitle];
  if (!plan) return null;
  return index === 0 ? (plan.longFirst ?? plan.seconds) : plan.seconds;
}

/** Stores encoded files as a track's renditions, each file named once. */
async function storeRenditions(
  store: RenditionStore,
  trackId: string,
  kind: "full" | "preview",
  files: readonly ToneFile[],
): Promise<Rendition[]> {
  return Promise.all(
    files.map(async ({ format, file, bitrate_kbps }) => {
      const path = renditionPath(trackId, `${kind}-seed.${RENDITION_EXTENSIONS[format]}`);
      await store.putFile(path, file, RENDITION_CONTENT_TYPES[format]);
      return { format, path, bytes: (await stat(file)).size, bitrate_kbps };
    }),
  );
}

/** Encodes each length of tone once, into `dir`. */
export function toneMaker(dir: string): (seconds: number) => Promise<ToneFile[]> {
  const made = new Map<number, Promise<ToneFile[]>>();
  return (seconds) => {
    if (!made.has(seconds)) made.set(seconds, encodeTone(dir, `tone-${seconds}`, seconds, 220));
    return made.get(seconds)!;
  };
}

/**
 * A ready track_audio document of `seconds` of tone, its renditions in the
 * store; the preview renditions last the track's preview window, as
 * processing cuts them.
 */
export async function readyTrackAudio(
  store: RenditionStore,
  tone: (seconds: number) => Promise<ToneFile[]>,
  release: Pick<Release, "id">,
  track: Release["tracks"][number],
  seconds: number,
  now: Date,
): Promise<TrackAudio> {
  const window = previewWindow(track, seconds);
  return {
    track_id: track.id,
    release_id: release.id,
    status: "ready",
    failure: null,
    master: null,
    renditions: await storeRenditions(store, track.id, "full", await tone(seconds)),
    preview_renditions: await storeRenditions(store, track.id, "preview", await tone(window.length_seconds)),
    preview_window: window,
    duration_seconds: seconds,
    loudness_lufs: -16.2,
    true_peak_dbtp: -6.1,
    gain_db: 2.2,
    peaks: tonePeaks(seconds),
    attempts: 1,
    lease_until: null,
    updated_at: now,
    processed_at: now,
  };
}

/** Gives every seeded track of SEED_AUDIO its ready audio. */
export async function seedTrackAudio(
  repos: Pick<Repositories, "trackAudio">,
  store: RenditionStore,
  releases: readonly Release[],
  now: Date,
): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), "seed-audio-"));
  try {
    const tone = toneMaker(dir);
    const docs = await Promise.all(
      releases.flatMap((release) => {
        if (seedAudioSeconds(release.title, 0) === null) return [];
        return release.tracks.map((track, i) => readyTrackAudio(store, tone, release, track, seedAudioSeconds(release.title, i)!, now));
      }),
    );
    await Promise.all(docs.map((doc) => repos.trackAudio.set(doc)));
    return docs.length;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
