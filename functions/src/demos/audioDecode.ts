import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AudioContainer, AudioDecodeReport } from "../../../src/lib/domain/demos";
import { FfmpegReportReader } from "./ffmpegReport";

/** Decoding rate: plenty for a waveform, and 10 minutes of audio is under 10 MB of samples. */
export const DECODE_SAMPLE_RATE = 8000;

/** The ffmpeg demuxer of each accepted type: the file is read as the type it claims, never as whatever ffmpeg guesses. */
const DEMUXERS: Record<AudioContainer, string> = { wav: "wav", mp3: "mp3", flac: "flac", m4a: "mov", aif: "aiff" };

export interface DecodedAudio {
  /** 16-bit mono PCM at DECODE_SAMPLE_RATE. */
  samples: Int16Array;
  report: AudioDecodeReport;
}

/**
 * Decodes the first audio stream of MP3, WAV, M4A, FLAC or AIFF to 16-bit mono
 * PCM with the ffmpeg binary that the @ffmpeg-installer package ships
 * through npm (no download at install or run time), stopping at the first
 * decoding error (`-xerror`), and reports what ffmpeg logged. The audio goes
 * through a temporary file, not a pipe: an M4A whose index sits at the end
 * cannot be read from a stream. Rejects only when ffmpeg cannot be run; a
 * file it cannot decode comes back with `completed: false`.
 */
export async function decodeAudio(bytes: Uint8Array, extension: AudioContainer): Promise<DecodedAudio> {
  const { default: ffmpeg } = await import("@ffmpeg-installer/ffmpeg");
  const dir = await mkdtemp(join(tmpdir(), "demo-audio-"));
  try {
    const input = join(dir, `audio.${extension}`);
    await writeFile(input, bytes);
    const args = [
      "-nostdin",
      "-hide_banner",
      "-loglevel",
      "level+debug",
      "-xerror",
      "-f",
      DEMUXERS[extension],
      "-i",
      input,
      "-map",
      "0:a:0",
      "-ac",
      "1",
      "-ar",
      String(DECODE_SAMPLE_RATE),
      "-f",
      "s16le",
      "pipe:1",
    ];
    const reader = new FfmpegReportReader();
    const { pcm, completed } = await new Promise<{ pcm: Buffer; completed: boolean }>((resolve, reject) => {
      const child = spawn(ffmpeg.path, args);
      const chunks: Buffer[] = [];
      child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => reader.write(chunk));
      child.on("error", reject);
      child.on("close", (code, signal) => {
        // Killed (out of memory, the instance stopping): not the file's fault.
        if (signal) reject(new Error(`ffmpeg stopped by ${signal}`));
        else resolve({ pcm: Buffer.concat(chunks), completed: code === 0 });
      });
    });
    const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.byteLength / 2));
    return { samples, report: reader.report(completed, samples.length) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
