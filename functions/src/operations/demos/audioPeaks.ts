import { logger } from "firebase-functions/logger";
import { fileExtension, type Demo, type DemoAudioExtension, type DemoPeaks } from "../../../../src/lib/domain/demos";
import { peaksFromPcm } from "../../../../src/lib/domain/shared";
import type { Repositories } from "../../../../src/lib/data";
import type { FileStore } from "../../../../src/lib/files";
import { DECODE_SAMPLE_RATE, decodeAudio } from "../../demos/audioDecode";
import { DEMO_ALLOWED_EXTENSIONS } from "../../../../src/lib/domain/demos";

const isDemoAudioExtension = (extension: string): extension is DemoAudioExtension =>
  (DEMO_ALLOWED_EXTENSIONS as readonly string[]).includes(extension);

/** A demo's waveform from its decoded samples (16-bit mono at DECODE_SAMPLE_RATE). */
export function peaksOfSamples(demoId: string, samples: Int16Array, at = new Date()): DemoPeaks {
  return { demo_id: demoId, peaks: peaksFromPcm(samples), duration: samples.length / DECODE_SAMPLE_RATE, computed_at: at };
}

/** A demo's waveform from its audio bytes. */
export async function computePeaks(demoId: string, bytes: Uint8Array, extension: DemoAudioExtension, at = new Date()): Promise<DemoPeaks> {
  const { samples, report } = await decodeAudio(bytes, extension);
  if (!report.completed) throw new Error(`ffmpeg could not decode the audio: ${report.errors[0] ?? "no message"}`);
  return peaksOfSamples(demoId, samples, at);
}

/**
 * Stores a demo's waveform, from samples already decoded (intake) or from
 * its audio. Audio that cannot be decoded is stored as an empty waveform
 * (the player still plays it), so it is tried once, not on every open.
 */
export async function storeDemoPeaks(
  repos: Pick<Repositories, "demoPeaks">,
  demoId: string,
  audio: { samples: Int16Array } | { bytes: Uint8Array; extension: DemoAudioExtension },
): Promise<DemoPeaks> {
  const computing =
    "samples" in audio ? Promise.resolve(peaksOfSamples(demoId, audio.samples)) : computePeaks(demoId, audio.bytes, audio.extension);
  const peaks = await computing.catch((error: unknown) => {
    logger.warn("Demo audio could not be decoded for its waveform", { id: demoId, error: String(error) });
    return { demo_id: demoId, peaks: [], duration: 0, computed_at: new Date() };
  });
  await repos.demoPeaks.set(peaks);
  return peaks;
}

/**
 * The demo's stored peaks, computed and stored first if missing: for demos
 * older than the player (or whose intake could not store them) on their
 * first open. Null when the audio was removed.
 */
export async function ensureDemoPeaks(
  repos: Pick<Repositories, "demoPeaks">,
  files: FileStore,
  demo: Pick<Demo, "id" | "audio_path" | "audio_removed_at">,
): Promise<DemoPeaks | null> {
  const stored = await repos.demoPeaks.get(demo.id);
  if (stored) return stored;
  if (demo.audio_removed_at) return null;
  const file = await files.read(demo.audio_path);
  if (!file) return null;
  const extension = fileExtension(demo.audio_path);
  // Every stored name ends in the type read from the file's bytes; anything else has no waveform to draw.
  if (!isDemoAudioExtension(extension)) return storeDemoPeaks(repos, demo.id, { samples: new Int16Array() });
  return storeDemoPeaks(repos, demo.id, { bytes: file.bytes, extension });
}
