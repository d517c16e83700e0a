/**
 * The private store of track audio (docs/listening.md#label-hosted-audio):
 * masters under `masters/`, renditions under `tracks/`. Nothing in it is
 * public; the audio route serves renditions a ready document lists, and
 * masters never leave it. Production: Cloud Storage; local mode: a directory
 * (AUDIO_STORE_DIR) whose uploads go through the local stand-in of Cloud
 * Storage's resumable protocol (functions/src/listening/audioUpload.ts).
 */
import type { Readable } from "node:stream";

export interface AudioStore {
  /** A URL that starts a resumable upload of `path` (POST with `x-goog-resumable: start`), valid for `ttlMs`. */
  uploadTarget(path: string, contentType: string, ttlMs: number): Promise<string>;
  /** The object's size in bytes, or null when there is none. */
  size(path: string): Promise<number | null>;
  /** The object's bytes, or null when there is none. */
  read(path: string): Promise<Uint8Array | null>;
  /** Bytes `start`..`end` (inclusive) of an object. */
  stream(path: string, start: number, end: number): Readable;
  /** Copies an object to a local file (ffmpeg reads files). */
  download(path: string, file: string): Promise<void>;
  /** Stores a local file as `path` (whole: a reader never sees part of it). */
  putFile(path: string, file: string, contentType: string): Promise<void>;
  /** Removes an object; a missing one is not an error. */
  delete(path: string): Promise<void>;
  /** Removes every object whose name starts with `prefix` (a folder, ending in `/`); none is not an error. */
  deleteUnder(prefix: string): Promise<void>;
}

/** Object paths are made by the server: segments of safe characters, no `..`. */
export function assertSafeObjectPath(path: string): void {
  const segments = path.split("/");
  if (segments.length > 4 || !segments.every((s) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(s) && !s.includes(".."))) {
    throw new Error(`Unsafe object path: ${path}`);
  }
}
