import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import type { RenditionFormat } from "../../src/lib/domain/listening";

/**
 * Real, small audio for the demo site and the tests: a soft tone whose
 * loudness swells and falls, encoded by the ffmpeg that @ffmpeg-installer
 * ships (no download), as the streaming renditions are (Ogg Opus, AAC in
 * MP4). The waveform drawn from its peaks is the same swell.
 */

/** The loudness envelope of the tone at `t` seconds, 0..1. */
const envelope = (t: number) => 0.25 + 0.7 * Math.abs(Math.sin(t / 3));

/** ffmpeg's expression of the same envelope. */
const ENVELOPE_EXPR = "(0.25+0.7*abs(sin(t/3)))";

const ENCODERS: Record<RenditionFormat, { ext: string; args: string[] }> = {
  opus: { ext: "ogg", args: ["-c:a", "libopus", "-b:a", "16k"] },
  aac: { ext: "m4a", args: ["-c:a", "aac", "-b:a", "32k", "-movflags", "+faststart"] },
};

export interface ToneFile {
  format: RenditionFormat;
  file: string;
  bitrate_kbps: number;
}

/** Encodes `seconds` of tone at `frequency` Hz in each format into `dir`. */
export async function encodeTone(dir: string, name: string, seconds: number, frequency: number): Promise<ToneFile[]> {
  const { default: ffmpeg } = await import("@ffmpeg-installer/ffmpeg");
  // The envelope is applied per frame of samples (eval=frame), which keeps a four-minute tone quick to make.
  const source = `sine=f=${frequency}:r=24000:d=${seconds},volume='0.5*${ENVELOPE_EXPR}':eval=frame`;
  return Promise.all(
    (Object.keys(ENCODERS) as RenditionFormat[]).map(async (format) => {
      const { ext, args } = ENCODERS[format];
      const file = join(dir, `${name}.${ext}`);
      await promisify(execFile)(ffmpeg.path, ["-loglevel", "error", "-y", "-f", "lavfi", "-i", source, "-ac", "1", ...args, file]);
      return { format, file, bitrate_kbps: Number(args[3]!.replace("k", "")) };
    }),
  );
}

/** The tone's peaks, `count` values 0..1 evenly over `seconds` (as the processing stores them). */
export const tonePeaks = (seconds: number, count = 200): number[] =>
  Array.from({ length: count }, (_, i) => Math.round(0.5 * envelope(((i + 0.5) * seconds) / count) * 1000) / 1000);
