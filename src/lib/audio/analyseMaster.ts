import { peaksFromPcm } from "../domain/shared";
import { parseLoudnessSummary } from "../domain/listening";
import { runFfmpeg } from "./ffmpeg";

/** The rate the master is decoded at for its waveform: the demo player's (functions/src/demos/audioDecode.ts). */
const PEAKS_SAMPLE_RATE = 8000;

export interface MasterAnalysis {
  durationSeconds: number;
  loudnessLufs: number | null;
  truePeakDbtp: number | null;
  peaks: number[];
}

/**
 * One decode of the master gives its loudness (ffmpeg's ebur128 filter: EBU
 * R128 integrated loudness and true peak, measured on the master as it is)
 * and, downmixed to 16-bit mono at 8 kHz after the filter, its duration and
 * the waveform peaks (peaksFromPcm, the demo player's). Null when it does
 * not decode.
 */
export async function analyseMaster(file: string, demuxer: string): Promise<MasterAnalysis | null> {
  const run = await runFfmpeg([
    ...["-nostdin", "-hide_banner", "-loglevel", "info", "-xerror", "-f", demuxer, "-i", file, "-map", "0:a:0"],
    ...["-af", "ebur128=peak=true:framelog=verbose", "-ac", "1", "-ar", String(PEAKS_SAMPLE_RATE), "-f", "s16le", "pipe:1"],
  ]);
  if (!run.ok) return null;
  const samples = new Int16Array(run.stdout.buffer, run.stdout.byteOffset, Math.floor(run.stdout.byteLength / 2));
  const { loudnessLufs, truePeakDbtp } = parseLoudnessSummary(run.log);
  return { durationSeconds: samples.length / PEAKS_SAMPLE_RATE, loudnessLufs, truePeakDbtp, peaks: peaksFromPcm(samples) };
}
