import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { logger } from "firebase-functions/logger";
import { peaksFromPcm, type Demo, type DemoPeaks } from "../../../src/lib/domain";
import type { Repositories } from "../../../src/lib/data";
import type { FileStore } from "../../../src/lib/files";

/** Decoding rate: plenty for a waveform, and 10 minutes of audio is under 10 MB of samples. */
const SAMPLE_RATE = 8000;

/**
 * Decodes MP3, WAV, M4A or FLAC to 16-bit mono PCM with the ffmpeg binary
 * that the @ffmpeg-installer package ships through npm (no download at
 * install or run time). The audio goes through a temporary file, not a pipe:
 * an M4A whose index sits at the end cannot be read from a stream.
 */
async function decodeToPcm(bytes: Uint8Array, extension: string): Promise<Int16Array> {
  const { default: ffmpeg } = await import("@ffmpeg-installer/ffmpeg");
  const dir = await mkdtemp(join(tmpdir(), "demo-peaks-"));
  try {
    const input = join(dir, `audio.${extension}`);
    await writeFile(input, bytes);
    const pcm = await new Promise<Buffer>((resolve, reject) => {
      const child = spawn(ffmpeg.path, ["-v", "error", "-i", input, "-ac", "1", "-ar", String(SAMPLE_RATE), "-f", "s16le", "pipe:1"]);
      const chunks: Buffer[] = [];
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.on("error", reject);
      child.on("close", (code) => (code === 0 ? resolve(Buffer.concat(chunks)) : reject(new Error(`ffmpeg exited with ${code}: ${stderr.slice(0, 500)}`))));
    });
    return new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.byteLength / 2));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A demo's waveform from its audio bytes. */
export async function computePeaks(demoId: string, bytes: Uint8Array, extension: string, at = new Date()): Promise<DemoPeaks> {
  const samples = await decodeToPcm(bytes, extension);
  return { demo_id: demoId, peaks: peaksFromPcm(samples), duration: samples.length / SAMPLE_RATE, computed_at: at };
}

/**
 * Computes a demo's waveform from its audio and stores it. Audio that cannot
 * be decoded is stored as an empty waveform (the player still plays it), so
 * it is tried once, not on every open.
 */
export async function storeDemoPeaks(repos: Pick<Repositories, "demoPeaks">, demoId: string, bytes: Uint8Array, extension: string): Promise<DemoPeaks> {
  const peaks = await computePeaks(demoId, bytes, extension).catch((error: unknown) => {
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
export async function ensureDemoPeaks(repos: Pick<Repositories, "demoPeaks">, files: FileStore, demo: Pick<Demo, "id" | "audio_path" | "audio_removed_at">): Promise<DemoPeaks | null> {
  const stored = await repos.demoPeaks.get(demo.id);
  if (stored) return stored;
  if (demo.audio_removed_at) return null;
  const file = await files.read(demo.audio_path);
  if (!file) return null;
  return storeDemoPeaks(repos, demo.id, file.bytes, demo.audio_path.slice(demo.audio_path.lastIndexOf(".") + 1).toLowerCase());
}
