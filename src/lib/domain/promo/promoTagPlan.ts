/**
 * What a recipient's copy says about itself, and how ffmpeg is asked to
 * make the audio every copy shares (docs/promo.md#downloads-and-tracing).
 * A track is encoded once per format, with no tags; each recipient's copy
 * is that encoding with their tags written on. MP3 carries ID3v2.3 frames
 * (TIT2, TPE1, TALB, a COMM frame, TXXX:PROMO_RECIPIENT), written by a tag
 * library; WAV carries RIFF INFO (INAM, IART, IPRD, ICMT), written by
 * ffmpeg copying the audio as it is. RIFF INFO has no free-form field, so
 * the marker also travels in the comment of both. Pure: the tagging step
 * runs the plan, the unit tests read it.
 */
import type { PromoDownloadFormat } from "./campaign";
import { PROMO_MARKER_PATTERN } from "./promoDownload";
import { promoCopyComment } from "./promoDownloadTexts";

/** The ID3 TXXX description holding the marker in MP3s, as tag editors show it. */
export const PROMO_MARKER_TAG = "PROMO_RECIPIENT";

export interface PromoTagSubject {
  trackTitle: string;
  artistName: string;
  releaseTitle: string;
  recipientName: string;
  outlet: string | null;
  campaignId: string;
  marker: string;
}

/** The tags of one recipient's copy, whatever its format. */
export interface PromoCopyTags {
  title: string;
  artist: string;
  album: string;
  /** "Promo copy for {name} ({outlet}) — campaign {id} — ref {marker}". */
  comment: string;
  marker: string;
}

export function promoTags(subject: PromoTagSubject): PromoCopyTags {
  return {
    title: subject.trackTitle,
    artist: subject.artistName,
    album: subject.releaseTitle,
    comment: promoCopyComment(subject.recipientName, subject.outlet, subject.campaignId, subject.marker),
    marker: subject.marker,
  };
}

const ENCODERS: Readonly<Record<PromoDownloadFormat, readonly string[]>> = {
  // CBR 320: the rate promo pools and DJs expect. No ID3 tag of ffmpeg's own: each copy gets its recipient's (ID3v2.3, what most players and taggers read).
  mp3_320: ["-c:a", "libmp3lame", "-b:a", "320k", "-id3v2_version", "0", "-write_xing", "1", "-f", "mp3"],
  // 24-bit keeps a 24-bit master's resolution; a 16-bit master is padded, losing nothing.
  wav: ["-c:a", "pcm_s24le", "-f", "wav"],
};

/** ffmpeg's arguments making the shared encoding `output` from the master `input`: its first audio stream, none of its own tags. */
export function promoEncodeArguments(input: string, demuxer: string, format: PromoDownloadFormat, output: string): string[] {
  return [
    "-nostdin",
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    demuxer,
    "-i",
    input,
    "-map",
    "0:a:0",
    "-map_metadata",
    "-1",
    ...ENCODERS[format],
    output,
  ];
}

/**
 * ffmpeg's arguments writing a recipient's RIFF INFO onto a copy of the
 * shared WAV encoding: the audio copied as it is (no encoding), the INFO
 * chunk before the audio (so a file's first megabytes name its recipient).
 */
export function promoWavTagArguments(encoded: string, tags: PromoCopyTags, output: string): string[] {
  const metadata = { title: tags.title, artist: tags.artist, album: tags.album, comment: tags.comment };
  const pairs = Object.entries(metadata).flatMap(([key, value]) => ["-metadata", `${key}=${value}`]);
  return [
    "-nostdin",
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "wav",
    "-i",
    encoded,
    "-map",
    "0:a:0",
    "-map_metadata",
    "-1",
    ...pairs,
    "-c:a",
    "copy",
    "-f",
    "wav",
    output,
  ];
}

/** ffmpeg's arguments printing a file's tags in its FFMETADATA text form on standard output. */
export const readTagsArguments = (input: string): string[] => [
  "-nostdin",
  "-hide_banner",
  "-loglevel",
  "error",
  "-i",
  input,
  "-f",
  "ffmetadata",
  "-",
];

/**
 * The global tags of ffmpeg's FFMETADATA output (`key=value` lines after
 * `;FFMETADATA1`, `\` escaping `=`, `;`, `#`, `\` and line breaks); stream
 * and chapter sections are ignored. Keys are lowercased.
 */
export function parseFfmetadata(text: string): Record<string, string> {
  const tags: Record<string, string> = {};
  let key: string | null = null;
  let current = "";
  let lineStart = true;
  let comment = false;
  const endLine = () => {
    if (!comment && key) tags[key.toLowerCase()] = current;
    key = null;
    current = "";
    lineStart = true;
    comment = false;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (lineStart && char === "[") break;
    if (lineStart && (char === ";" || char === "#")) comment = true;
    lineStart = false;
    if (char === "\\" && i + 1 < text.length) current += text[++i];
    else if (char === "\n") endLine();
    else if (char === "\r" && text[i + 1] === "\n") continue;
    else if (char === "=" && key === null && !comment) {
      key = current;
      current = "";
    } else current += char;
  }
  endLine();
  return tags;
}

/**
 * The recipient marker a file's tags carry (as parseFfmetadata gives them,
 * keys lowercased): the TXXX frame, else the `ref` in the comment; null
 * when neither holds a well-formed one. Copies made before the COMM frame
 * carry `TXXX:promo_recipient` and `TXXX:comment`, which ffmpeg reads under
 * the same keys, so they are found too.
 */
export function promoMarkerOf(tags: Readonly<Record<string, string>>): string | null {
  const direct = tags[PROMO_MARKER_TAG.toLowerCase()]?.trim().toLowerCase();
  if (direct && PROMO_MARKER_PATTERN.test(direct)) return direct;
  const inComment = /\bref ([0-9a-f]{24})\b/i.exec(tags.comment ?? "")?.[1]?.toLowerCase();
  return inComment && PROMO_MARKER_PATTERN.test(inComment) ? inComment : null;
}
