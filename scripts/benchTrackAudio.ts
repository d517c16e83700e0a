import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import { analyseMaster } from "../src/lib/audio/analyseMaster";
import { runFfmpeg } from "../src/lib/audio/ffmpeg";
import { encodeArguments, plannedRenditions } from "../src/lib/domain/listening";
import { previewWindow } from "../src/lib/domain/listening";
import { TRACK_LISTENING_DEFAULTS } from "../src/lib/domain/catalog";

/** The master of the figure: 10 minutes of 24-bit 48 kHz stereo (about 173 MB), music-like (pink noise under a chord, so the encoders have work). */
export const MINUTES = Number(process.env.BENCH_AUDIO_MINUTES || 10);

/** Writes the bench's master into `dir`: `seconds` (MINUTES by default) of 24-bit 48 kHz stereo WAV, music-like. */
export function makeBenchMaster(dir: string, seconds = MINUTES * 60): string {
  const master = join(dir, "master.wav");
  execFileSync(ffmpeg.path, [
    ...["-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", `anoisesrc=color=pink:amplitude=0.2:duration=${seconds}`],
    ...["-f", "lavfi", "-i", `sine=frequency=220:duration=${seconds}`, "-f", "lavfi", "-i", `sine=frequency=277:duration=${seconds}`],
    ...["-filter_complex", "[0][1][2]amix=inputs=3,volume=2,aformat=channel_layouts=stereo", "-c:a", "pcm_s24le", master],
  ]);
  return master;
}

/**
 * Processing a track master (docs/listening.md#label-hosted-audio), as the
 * processing step runs it: the analysis decode (loudness, true peak, peaks)
 * and the one encoding run of the four renditions. Prints the time of each
 * and the bytes per minute of audio of each rendition.
 */
export async function benchTrackAudio(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "bench-track-audio-"));
  try {
    const master = makeBenchMaster(dir);
    const masterBytes = (await stat(master)).size;
    let started = performance.now();
    const analysis = await analyseMaster(master, "wav");
    const analysed = performance.now() - started;
    if (!analysis) throw new Error("the bench master did not decode");
    const planned = plannedRenditions("bench");
    const window = previewWindow(TRACK_LISTENING_DEFAULTS, analysis.durationSeconds);
    const out = join(dir, "out");
    execFileSync("mkdir", ["-p", out]);
    started = performance.now();
    const encoded = await runFfmpeg(encodeArguments(master, "wav", planned, window, out));
    const encodedMs = performance.now() - started;
    if (!encoded.ok) throw new Error(`encoding failed: ${encoded.log.slice(-500)}`);
    console.log(`\nTrack audio: a ${MINUTES}-minute 24-bit WAV master (${(masterBytes / 1e6).toFixed(1)} MB)`);
    console.log(
      `  analysis (loudness ${analysis.loudnessLufs} LUFS, true peak ${analysis.truePeakDbtp} dBTP, ${analysis.peaks.length} peaks): ${(analysed / 1000).toFixed(1)} s`,
    );
    console.log(
      `  renditions (4 files, one run): ${(encodedMs / 1000).toFixed(1)} s; whole step ${((analysed + encodedMs) / 1000).toFixed(1)} s`,
    );
    const files = new Set(await readdir(out));
    for (const { file, cut } of planned) {
      if (!files.has(file)) continue;
      const bytes = (await stat(join(out, file))).size;
      const minutes = (cut === "full" ? analysis.durationSeconds : window.length_seconds) / 60;
      console.log(
        `  ${file.replace("bench-", "").padEnd(12)} ${(bytes / 1e6).toFixed(2).padStart(7)} MB, ${(bytes / minutes / 1e6).toFixed(2)} MB per minute of audio`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchTrackAudio();
