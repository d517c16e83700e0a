/**
 * Whether an uploaded demo decodes as the audio it claims to be
 * (docs/demos.md#what-a-demo-upload-must-be): given the file's bytes and
 * what the decoder reported, every byte must belong either to the audio the
 * decoder read or to the container's own declared structure (headers, tags,
 * cover art, padding). Bytes appended after the container, or left over
 * inside its media data, are refused, and so is a file that is mostly text.
 */
import type { DemoAudioExtension } from "./demoFile";

/** What the decoder said about one full decode of the file's first audio stream. */
export interface AudioDecodeReport {
  /** The decoder ran to the end and exited cleanly. */
  completed: boolean;
  /** Messages logged at error level or worse: any one refuses the file. */
  errors: string[];
  /** Packets the demuxer handed over for the audio stream, and their bytes. */
  packets: number | null;
  packetBytes: number | null;
  /** Frames the decoder turned into samples. */
  framesDecoded: number | null;
  /** Decoded samples. */
  samples: number;
  /** MP3: the offset of the first audio frame (after ID3v2 and the Xing/Info frame), and junk skipped before it. */
  mp3AudioStart: number | null;
  mp3JunkBytes: number | null;
  /** Bytes of packets the decoder did not read: a FLAC packet is a frame plus whatever follows it up to the next frame or the end. */
  unreadBytes: number;
}

/**
 * A file at least this share of whose bytes are printable ASCII text is text,
 * whatever its header says: a WAV's PCM takes any bytes, so a script stored
 * as "samples" decodes without error. Recorded audio sits far below (about
 * 0.2–0.5, compressed or not); text is about 1.
 */
export const TEXT_SHARE_LIMIT = 0.9;

const isTextByte = (byte: number) => (byte >= 0x20 && byte < 0x7f) || byte === 0x09 || byte === 0x0a || byte === 0x0d;

/** The share of printable ASCII bytes (with tab, CR, LF). */
export function textShare(bytes: Uint8Array): number {
  if (bytes.byteLength === 0) return 0;
  let text = 0;
  for (const byte of bytes) if (isTextByte(byte)) text++;
  return text / bytes.byteLength;
}

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** WAV: the RIFF chunk spans the file, its chunks tile it exactly, and its one data chunk is what the decoder read. */
function wavProblem(bytes: Uint8Array, report: AudioDecodeReport): string | null {
  if (bytes.byteLength < 12 || ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WAVE") return "not a RIFF WAVE file";
  const riffEnd = 8 + view(bytes).getUint32(4, true);
  if (riffEnd !== bytes.byteLength && riffEnd + (riffEnd & 1) !== bytes.byteLength)
    return `RIFF declares ${riffEnd} bytes, the file has ${bytes.byteLength}`;
  const dataSizes: number[] = [];
  let at = 12;
  while (at + 8 <= riffEnd) {
    const size = view(bytes).getUint32(at + 4, true);
    if (ascii(bytes, at, 4) === "data") dataSizes.push(size);
    at += 8 + size + (size & 1);
  }
  // An odd last chunk's pad byte may be left out of the RIFF size.
  if (at !== riffEnd && at !== riffEnd + 1) return `chunks end at ${at}, RIFF at ${riffEnd}`;
  if (dataSizes.length !== 1) return `${dataSizes.length} data chunks`;
  if (dataSizes[0] !== report.packetBytes) return `data chunk of ${dataSizes[0]} bytes, ${report.packetBytes} decoded`;
  return null;
}

/** M4A: the top-level boxes tile the file exactly, and every media data byte is in a packet the decoder got. */
function m4aProblem(bytes: Uint8Array, report: AudioDecodeReport): string | null {
  let at = 0;
  let mediaBytes = 0;
  while (at < bytes.byteLength) {
    if (at + 8 > bytes.byteLength) return `${bytes.byteLength - at} bytes after the last box`;
    let size = view(bytes).getUint32(at, false);
    let header = 8;
    if (size === 1) {
      if (at + 16 > bytes.byteLength) return "truncated box header";
      size = Number(view(bytes).getBigUint64(at + 8, false));
      header = 16;
    } else if (size === 0) {
      size = bytes.byteLength - at; // "to the end of the file"
    }
    if (size < header || at + size > bytes.byteLength) return `box "${ascii(bytes, at + 4, 4)}" at ${at} overruns the file`;
    if (ascii(bytes, at + 4, 4) === "mdat") mediaBytes += size - header;
    at += size;
  }
  if (mediaBytes !== report.packetBytes) return `${mediaBytes} bytes of media data, ${report.packetBytes} decoded`;
  return null;
}

/** FLAC: "fLaC", its metadata blocks, then frames the decoder read to the last byte. */
function flacProblem(bytes: Uint8Array, report: AudioDecodeReport): string | null {
  if (ascii(bytes, 0, 4) !== "fLaC") return "no fLaC marker";
  let at = 4;
  for (let last = false; !last;) {
    if (at + 4 > bytes.byteLength) return "truncated metadata";
    last = (bytes[at]! & 0x80) !== 0;
    at += 4 + ((bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!);
  }
  if (at + (report.packetBytes ?? 0) !== bytes.byteLength)
    return `metadata and frames end at ${at + (report.packetBytes ?? 0)}, the file at ${bytes.byteLength}`;
  if (report.unreadBytes > 0) return `${report.unreadBytes} bytes after the frames`;
  return null;
}

/** The tags an MP3 may carry after its frames: APEv2 (its footer gives its size), then ID3v1 (128 bytes, "TAG"). */
function mp3TrailingTagBytes(bytes: Uint8Array): number {
  const id3v1 = bytes.byteLength >= 128 && ascii(bytes, bytes.byteLength - 128, 3) === "TAG" ? 128 : 0;
  const footer = bytes.byteLength - id3v1 - 32;
  if (footer < 0 || ascii(bytes, footer, 8) !== "APETAGEX") return id3v1;
  const size = view(bytes).getUint32(footer + 12, true); // items and footer
  const hasHeader = (view(bytes).getUint32(footer + 20, true) & 0x80000000) !== 0;
  return id3v1 + size + (hasHeader ? 32 : 0);
}

/** MP3: tags before, frames from where the decoder found the first one with no junk skipped, tags after. */
function mp3Problem(bytes: Uint8Array, report: AudioDecodeReport): string | null {
  if (report.mp3AudioStart === null || report.mp3JunkBytes !== 0)
    return `junk before the first frame (${report.mp3JunkBytes ?? "unknown"} bytes)`;
  const end = report.mp3AudioStart + (report.packetBytes ?? 0) + mp3TrailingTagBytes(bytes);
  if (end !== bytes.byteLength) return `frames and tags end at ${end}, the file at ${bytes.byteLength}`;
  return null;
}

/** AIFF: the FORM chunk spans the file, its chunks tile it exactly, and its one SSND chunk's sound data is what the decoder read. */
function aiffProblem(bytes: Uint8Array, report: AudioDecodeReport): string | null {
  if (bytes.byteLength < 12 || ascii(bytes, 0, 4) !== "FORM" || !["AIFF", "AIFC"].includes(ascii(bytes, 8, 4))) return "not an AIFF file";
  const formEnd = 8 + view(bytes).getUint32(4, false);
  if (formEnd !== bytes.byteLength) return `FORM declares ${formEnd} bytes, the file has ${bytes.byteLength}`;
  const soundSizes: number[] = [];
  let at = 12;
  while (at + 8 <= formEnd) {
    const size = view(bytes).getUint32(at + 4, false);
    // SSND: offset and block size (8 bytes), then the sound data after `offset` bytes.
    if (ascii(bytes, at, 4) === "SSND" && size >= 8) soundSizes.push(size - 8 - view(bytes).getUint32(at + 8, false));
    at += 8 + size + (size & 1);
  }
  if (at !== formEnd) return `chunks end at ${at}, FORM at ${formEnd}`;
  if (soundSizes.length !== 1) return `${soundSizes.length} SSND chunks`;
  if (soundSizes[0] !== report.packetBytes) return `sound data of ${soundSizes[0]} bytes, ${report.packetBytes} decoded`;
  return null;
}

/** The containers checked: the demos' four and the masters' AIFF. */
export type AudioContainer = DemoAudioExtension | "aif";

const CONTAINER_RULES: Record<AudioContainer, (bytes: Uint8Array, report: AudioDecodeReport) => string | null> = {
  wav: wavProblem,
  m4a: m4aProblem,
  flac: flacProblem,
  mp3: mp3Problem,
  aif: aiffProblem,
};

/**
 * Null when the file decodes cleanly as `extension` and holds nothing but
 * that audio and its container; else why not (for the log: the uploader is
 * told only that the file type is invalid).
 */
export function audioIntegrityProblem(extension: AudioContainer, bytes: Uint8Array, report: AudioDecodeReport): string | null {
  if (report.errors.length > 0) return `decoder error: ${report.errors[0]}`;
  if (!report.completed) return "the decoder did not finish";
  if (report.packets === null || report.packetBytes === null || report.framesDecoded === null) return "no decoder statistics";
  if (report.samples === 0) return "no audio";
  // An AAC decoder may hold back a frame of delay; the other codecs give one frame per packet, and a packet it could not decode is junk.
  if (extension !== "m4a" && report.framesDecoded !== report.packets) return `${report.packets} packets, ${report.framesDecoded} decoded`;
  const share = textShare(bytes);
  if (share >= TEXT_SHARE_LIMIT) return `${Math.round(share * 100)} % of the bytes are text`;
  return CONTAINER_RULES[extension](bytes, report);
}
