import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

/**
 * The pure rules of a Hosting deploy (docs/incremental-builds.md#production):
 * how a file is named to Hosting (its gzipped bytes' SHA-256, as
 * `versions:populateFiles` expects) and what a new version changes against
 * the live one. Hosting stores content by hash, so a file whose bytes did
 * not change is never uploaded again, whichever version held it.
 */

/** Site path ("/releases/a/b/index.html") → hex SHA-256 of the file's gzipped bytes. */
export type HostingFileMap = Record<string, string>;

/**
 * The bytes Hosting receives for a file. Level 9 as firebase-tools uploads;
 * Node's gzip header carries no timestamp, so equal files give equal bytes
 * and equal hashes on every run.
 */
export function gzipForHosting(content: Buffer | string): Buffer {
  return gzipSync(content, { level: 9 });
}

/** The hash Hosting names a file by: SHA-256 of its gzipped bytes, lowercase hex. */
export function hostingHash(gzipped: Buffer): string {
  return createHash("sha256").update(gzipped).digest("hex");
}

/** A folder-relative file ("press/a/index.html", Windows separators too) as Hosting's path ("/press/a/index.html"). */
export function hostingPath(relativeFile: string): string {
  return `/${relativeFile.split("\\").join("/").replace(/^\/+/, "")}`;
}

/** Files Hosting never receives, as firebase.json's hosting.ignore says: dot files and folders, node_modules, firebase.json, and a writer's temporary files. */
export function isDeployedFile(relativeFile: string): boolean {
  const parts = relativeFile.split(/[\\/]/);
  if (parts.some((part) => part.startsWith(".") || part === "node_modules")) return false;
  if (relativeFile === "firebase.json") return false;
  return !relativeFile.endsWith(".tmp");
}

export interface HostingDiff {
  /** Paths new in the folder or with other bytes than live. */
  changed: string[];
  /** Paths live that the folder no longer has (absent from the new version). */
  removed: string[];
  /** Paths whose bytes are already live. */
  unchanged: number;
}

/** What a version built from `next` changes against the live version's files; sorted, so logs and tests read the same every time. */
export function diffHostingFiles(live: HostingFileMap, next: HostingFileMap): HostingDiff {
  const changed = Object.keys(next)
    .filter((path) => live[path] !== next[path])
    .sort();
  const removed = Object.keys(live)
    .filter((path) => !(path in next))
    .sort();
  return { changed, removed, unchanged: Object.keys(next).length - changed.length };
}

/** Whether the diff needs a new version at all (a round with nothing to change releases nothing). */
export const isEmptyDiff = (diff: HostingDiff) => diff.changed.length === 0 && diff.removed.length === 0;
