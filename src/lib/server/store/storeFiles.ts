import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeStoreFile, type CoverFile } from "../../audio/storeFiles";
import type { Repositories } from "../../data";
import type { Release } from "../../domain/catalog";
import { MASTER_TYPES } from "../../domain/listening";
import {
  STORE_FILE_TYPES,
  storeFileId,
  storeFilePath,
  storeTagsKey,
  storeTrackFilename,
  storeTrackTags,
  type StoreFile,
} from "../../domain/store";
import type { DownloadFormat } from "../../domain/store";
import type { AudioStore } from "../../files/audioStore";
import { madeOnce } from "../madeOnce";

type Repos = Pick<Repositories, "storeFiles" | "jobLeases" | "trackAudio" | "artists">;

/** The release's cover as bytes to embed, or null (none, or not a JPEG or PNG). */
export type CoverSource = (
  release: Pick<Release, "image_url">,
) => Promise<{ bytes: Uint8Array; contentType: CoverFile["contentType"] } | null>;

/** Covers above this are not embedded: a buyer's every track would carry it. */
const COVER_MAX_BYTES = 5 * 1024 * 1024;

/** Reads the cover from its public URL (the media library's), resolved against `origin`. */
export function coverFromUrl(origin: string): CoverSource {
  return async (release) => {
    if (!release.image_url) return null;
    const response = await fetch(new URL(release.image_url, `${origin}/`)).catch(() => null);
    const contentType = response?.headers.get("content-type")?.split(";")[0]?.trim();
    if (!response?.ok || (contentType !== "image/jpeg" && contentType !== "image/png")) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    return bytes.byteLength <= COVER_MAX_BYTES ? { bytes, contentType } : null;
  };
}

export interface StoreFileRequest {
  release: Pick<Release, "id" | "title" | "release_date" | "tracks" | "artist_id" | "image_url">;
  trackId: string;
  format: DownloadFormat;
}

/**
 * A track's file in a format as buyers get it (docs/store.md#formats-and-tags):
 * the kept one while it was made from the current master with the current
 * tags and its object is still stored, else made now from the master by
 * the one request holding its lease (madeOnce, as promo encodings are), so
 * a track is encoded once per format however many buyers ask at once.
 * Null when the track has no master, ffmpeg cannot read it, or another's
 * making did not end in time.
 */
export async function storeFileFor(
  repos: Repos,
  store: AudioStore,
  coverOf: CoverSource,
  request: StoreFileRequest,
  now = new Date(),
): Promise<StoreFile | null> {
  const { release, trackId, format } = request;
  const audio = await repos.trackAudio.get(trackId);
  const type = Object.values(MASTER_TYPES).find((t) => t.contentType === audio?.master?.content_type);
  if (!audio?.master || audio.release_id !== release.id || !type) return null;
  const master = audio.master;
  const artist = release.artist_id ? await repos.artists.get(release.artist_id) : null;
  const tags = storeTrackTags(release, trackId, artist?.name ?? "");
  if (!tags) return null;
  const id = storeFileId(trackId, format);
  const tagsKey = storeTagsKey(tags, release.image_url ?? null);

  const kept = async () => {
    const file = await repos.storeFiles.get(id);
    return file && file.master_path === master.path && file.tags_key === tagsKey && (await store.size(file.path)) !== null ? file : null;
  };
  const make = async (): Promise<StoreFile | null> => {
    const dir = await mkdtemp(join(tmpdir(), "store-file-"));
    try {
      const masterFile = join(dir, "master");
      const coverBytes = await coverOf(release);
      const cover: CoverFile | null = coverBytes
        ? { path: join(dir, coverBytes.contentType === "image/png" ? "cover.png" : "cover.jpg"), contentType: coverBytes.contentType }
        : null;
      await Promise.all([store.download(master.path, masterFile), cover && coverBytes ? writeFile(cover.path, coverBytes.bytes) : null]);
      const output = join(dir, `file.${STORE_FILE_TYPES[format].extension}`);
      const made = await makeStoreFile(masterFile, type.demuxer, format, tags, cover, output);
      if (!made) return null;
      const path = storeFilePath(trackId, format, randomBytes(6).toString("hex"));
      await store.putFile(path, output, STORE_FILE_TYPES[format].contentType);
      const before = await repos.storeFiles.get(id);
      const record: StoreFile = {
        id,
        track_id: trackId,
        release_id: release.id,
        format,
        master_path: master.path,
        tags_key: tagsKey,
        path,
        filename: storeTrackFilename(tags, format),
        bytes: made.bytes,
        sha256: made.sha256,
        made_at: now,
      };
      await repos.storeFiles.set(record);
      // The file of a master or tags since replaced: no buyer is given it again.
      if (before && before.path !== path) await store.delete(before.path);
      return record;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
  return madeOnce(repos, `store-file:${id}`, kept, make);
}
