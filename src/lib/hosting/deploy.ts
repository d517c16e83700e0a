import type { HostingClient } from "./client";
import { diffHostingFiles, isEmptyDiff, type HostingFileMap } from "./files";

/** A folder as Hosting sees it: every file's hash, and each hash's gzipped bytes on demand. */
export interface HostingFolder {
  files: HostingFileMap;
  gzipped(hash: string): Promise<Buffer>;
}

export interface HostingDeployResult {
  /** The released version's name; null when the folder already equals what is live. */
  version: string | null;
  /** The version live afterwards (the new one, or the live one the folder already equals); null when unknown. */
  live: string | null;
  /** Files whose bytes differ from live (new or edited), and live files left out. */
  changed: string[];
  removed: string[];
  /** Files actually sent: those of `changed` whose bytes Hosting did not hold yet. */
  uploaded: number;
}

/**
 * Makes the live site equal the folder: a new version with the live
 * version's config and the folder's full file list, the files Hosting asks
 * for uploaded, the version finalized, then released. Hosting names files
 * by hash, so only new bytes travel; pages gone from the folder are simply
 * not in the new version. Nothing is live until the release succeeds: a
 * failure at any step throws and leaves the live site as it was (an
 * unreleased version is abandoned, Hosting deletes it).
 */
export async function deployFolder(
  client: HostingClient,
  site: string,
  folder: HostingFolder,
  message: string,
): Promise<HostingDeployResult> {
  const live = await client.liveRelease(site);
  if (!live)
    throw new Error(
      `Hosting site ${site} has no live release yet: deploy it once with \`npm run deploy\` (it carries firebase.json's headers and rewrites)`,
    );
  const diff = diffHostingFiles(await client.versionFiles(live.version.name), folder.files);
  if (isEmptyDiff(diff)) return { version: null, live: live.version.name, changed: [], removed: [], uploaded: 0 };
  const version = await client.createVersion(site, live.version.config);
  const { uploadUrl, required } = await client.populateFiles(version.name, folder.files);
  if (required.length > 0) {
    if (!uploadUrl) throw new Error(`Hosting asked for ${required.length} file(s) without an upload URL`);
    await client.upload(uploadUrl, required, folder.gzipped);
  }
  await client.finalize(version.name);
  await client.release(site, version.name, message);
  return { version: version.name, live: version.name, changed: diff.changed, removed: diff.removed, uploaded: required.length };
}
