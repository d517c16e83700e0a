import { adminApp } from "../data/firestore";
import { serverConfig } from "../config";
import { CloudFileStore } from "./cloudFileStore";
import type { AudioStore } from "./audioStore";
import { CloudAudioStore } from "./cloudAudioStore";
import type { FileStore } from "./fileStore";
import { LocalAudioStore } from "./localAudioStore";
import { LocalFileStore } from "./localFileStore";

export type { FileStore, StoredFile } from "./fileStore";
export type { AudioStore } from "./audioStore";

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

/**
 * The store of track audio (docs/listening.md#label-hosted-audio): a
 * directory in local mode, whose uploads the local `audioUpload` endpoint
 * takes; Cloud Storage otherwise.
 */
export function audioStore(): AudioStore {
  const { audioStoreDir, audioUploadUrl, localStackSecret } = serverConfig();
  if (!audioStoreDir) return new CloudAudioStore(adminApp());
  return new LocalAudioStore(audioStoreDir, audioUploadUrl && localStackSecret ? { url: audioUploadUrl, secret: localStackSecret } : null);
}
