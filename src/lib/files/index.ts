import { adminApp } from "../data/firestore";
import { serverConfig } from "../server/config";
import { CloudFileStore } from "./cloudFileStore";
import type { FileStore } from "./fileStore";
import { LocalFileStore } from "./localFileStore";

export type { FileStore, StoredFile } from "./fileStore";

/**
 * The store of uploaded images (docs/decisions.md#uploaded-images): private
 * originals and their public variants, under `media/` in the project's
 * bucket, or a directory in local mode. Variants reach visitors through
 * the site build (copied into the site) or the `mediaFile` function.
 */
export function mediaStore(): FileStore {
  const { mediaStoreDir } = serverConfig();
  return mediaStoreDir ? new LocalFileStore(mediaStoreDir) : new CloudFileStore(adminApp(), "media/");
}

/** The demo-audio store for this environment: a directory in local mode, Cloud Storage otherwise. */
export function fileStore(): FileStore {
  const { fileStoreDir } = serverConfig();
  return fileStoreDir ? new LocalFileStore(fileStoreDir) : new CloudFileStore(adminApp());
}
