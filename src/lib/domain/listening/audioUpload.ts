/**
 * A track master's upload (docs/listening.md#label-hosted-audio): what may
 * be uploaded, in what pieces, and the resumable protocol both the
 * production store (Cloud Storage) and the local stack's stand-in speak.
 */
import { fileExtension } from "../demos/demoFile";

/** The largest master accepted: 500 MB (a 24-bit 96 kHz stereo WAV of 15 minutes is about 520 MB, of 10 minutes 345 MB). */
export const MASTER_MAX_BYTES = 500 * 1000 * 1000;

/** Cloud Storage's resumable uploads take chunks in multiples of 256 KiB (all but the last). */
export const UPLOAD_CHUNK_QUANTUM = 256 * 1024;

/** The admin's chunk: 8 MiB, a multiple of the quantum; a dropped connection costs at most this much again. */
export const UPLOAD_CHUNK_BYTES = 32 * UPLOAD_CHUNK_QUANTUM;

/** How long a signed upload target may start a session. */
export const UPLOAD_TARGET_TTL_MS = 15 * 60 * 1000;

/** The master types, as file-type names them from the bytes, with the content type stored and the ffmpeg demuxer that reads them. */
export const MASTER_TYPES = {
  wav: { contentType: "audio/wav", demuxer: "wav" },
  flac: { contentType: "audio/flac", demuxer: "flac" },
  aif: { contentType: "audio/aiff", demuxer: "aiff" },
  mp3: { contentType: "audio/mpeg", demuxer: "mp3" },
} as const;
export type MasterType = keyof typeof MASTER_TYPES;

/** What the file input offers (the server reads the type from the bytes whatever the browser says). */
export const MASTER_FILE_ACCEPT = ".wav,.flac,.aif,.aiff,.mp3,audio/wav,audio/x-wav,audio/flac,audio/aiff,audio/x-aiff,audio/mpeg";

export const isMasterType = (ext: string | undefined): ext is MasterType => ext !== undefined && Object.hasOwn(MASTER_TYPES, ext);

/** The name extensions a chosen file may have. */
const NAME_EXTENSIONS = new Set(["wav", "flac", "aif", "aiff", "mp3"]);

/** The browser's check before anything is sent: null, or which of the upload refusals applies. */
export function masterFileProblem(file: { name: string; size: number }): "empty" | "tooLarge" | "type" | null {
  if (!NAME_EXTENSIONS.has(fileExtension(file.name))) return "type";
  if (file.size === 0) return "empty";
  if (file.size > MASTER_MAX_BYTES) return "tooLarge";
  return null;
}

/** The object name of an uploaded master: one per upload, so a replaced master never meets its successor. */
export const masterObjectPath = (trackId: string, uploadId: string) => `masters/${trackId}/${uploadId}`;

/**
 * A `Content-Range` of the resumable protocol: `bytes a-b/total` (a chunk),
 * the same with an asterisk for the total (not yet known), or `bytes *` then
 * a slash and the total (a status query). Null when unreadable.
 */
export type UploadContentRange =
  { kind: "chunk"; start: number; end: number; total: number | null } | { kind: "query"; total: number | null };

export function parseUploadContentRange(header: string | undefined): UploadContentRange | null {
  const text = header?.trim() ?? "";
  const query = /^bytes \*\/(\d+|\*)$/.exec(text);
  if (query) return { kind: "query", total: query[1] === "*" ? null : Number(query[1]) };
  const chunk = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(text);
  if (!chunk) return null;
  const start = Number(chunk[1]);
  const end = Number(chunk[2]);
  const total = chunk[3] === "*" ? null : Number(chunk[3]);
  if (end < start || (total !== null && end >= total)) return null;
  return { kind: "chunk", start, end, total };
}

/** The `Range` header of a 308: the bytes persisted so far, none when nothing is. */
export const persistedRange = (persisted: number): string | null => (persisted > 0 ? `bytes=0-${persisted - 1}` : null);

/** The bytes persisted, from a 308's `Range` header (`bytes=0-n`); 0 without one. */
export function persistedBytes(range: string | null): number {
  const match = range ? /^bytes=0-(\d+)$/.exec(range.trim()) : null;
  return match ? Number(match[1]) + 1 : 0;
}

/** The next chunk to send from `offset` of a file of `size` bytes: its `Content-Range` and end (exclusive). */
export function nextChunk(offset: number, size: number, chunkBytes = UPLOAD_CHUNK_BYTES): { end: number; contentRange: string } {
  const end = Math.min(size, offset + chunkBytes);
  return { end, contentRange: `bytes ${offset}-${end - 1}/${size}` };
}
