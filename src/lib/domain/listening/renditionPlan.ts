/**
 * What processing makes from a master (docs/listening.md#label-hosted-audio):
 * the whole track and its preview clip, each as Opus in Ogg and AAC in MP4,
 * and how ffmpeg is asked for them. Pure: the processing step runs the
 * arguments, the unit tests read them.
 */
import { RENDITION_EXTENSIONS, RENDITION_FORMATS, type PreviewWindow, type RenditionFormat } from "./trackAudio";

/**
 * Bitrates, kb/s: Opus 128 is transparent to most listeners on music (the
 * Opus codec's own recommendation for stereo music), AAC 256 is what the
 * stores sell and what Safari plays when it cannot take Opus in Ogg.
 */
export const RENDITION_BITRATES: Readonly<Record<RenditionFormat, number>> = { opus: 128, aac: 256 };

/** The ffmpeg encoder and muxer of each format. */
const ENCODERS: Readonly<Record<RenditionFormat, { codec: string; muxer: string; extra: readonly string[] }>> = {
  opus: { codec: "libopus", muxer: "ogg", extra: ["-vbr", "on"] },
  // faststart: the index at the front, so a browser plays before the whole file is in.
  aac: { codec: "aac", muxer: "mp4", extra: ["-movflags", "+faststart"] },
};

export type RenditionCut = "full" | "preview";

/** One file to make: its format, whether the whole track or the preview, and its file name. */
export interface PlannedRendition {
  format: RenditionFormat;
  cut: RenditionCut;
  file: string;
}

/** The files of one processing run, named once (`nonce` is new each run), so a URL never changes what it serves. */
export function plannedRenditions(nonce: string, cuts: readonly RenditionCut[] = ["full", "preview"]): PlannedRendition[] {
  return cuts.flatMap((cut) =>
    RENDITION_FORMATS.map((format) => ({ format, cut, file: `${nonce}-${cut}.${RENDITION_EXTENSIONS[format]}` })),
  );
}

/** ffmpeg's arguments making every planned file from `input` in one run (one decode), into `outputDir`. */
export function encodeArguments(
  input: string,
  demuxer: string,
  planned: readonly PlannedRendition[],
  window: PreviewWindow,
  outputDir: string,
): string[] {
  const args = ["-nostdin", "-hide_banner", "-loglevel", "error", "-y", "-f", demuxer, "-i", input];
  for (const { format, cut, file } of planned) {
    const { codec, muxer, extra } = ENCODERS[format];
    const span = cut === "preview" ? ["-ss", String(window.start_seconds), "-t", String(window.length_seconds)] : [];
    // No cover art, no metadata of the master: only its first audio stream.
    args.push(
      "-map",
      "0:a:0",
      "-map_metadata",
      "-1",
      ...span,
      "-c:a",
      codec,
      "-b:a",
      `${RENDITION_BITRATES[format]}k`,
      ...extra,
      "-f",
      muxer,
      `${outputDir}/${file}`,
    );
  }
  return args;
}

/** What ffmpeg's ebur128 filter printed at the end: integrated loudness (LUFS) and true peak (dBTP); null where it printed none or -inf. */
export function parseLoudnessSummary(log: string): { loudnessLufs: number | null; truePeakDbtp: number | null } {
  const summary = log.slice(log.lastIndexOf("Summary:"));
  const number = (match: RegExpExecArray | null) => (match && Number.isFinite(Number(match[1])) ? Number(match[1]) : null);
  return {
    loudnessLufs: number(/Integrated loudness:\s*\n\s*I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary)),
    truePeakDbtp: number(/True peak:\s*\n\s*Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)),
  };
}
