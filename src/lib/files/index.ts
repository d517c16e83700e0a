import { adminApp } from "../data/firestore";
import { serverConfig } from "../server/config";
import { CloudFileStore } from "./cloudFileStore";
import type { FileStore } from "./fileStore";
import { LocalFileStore } from "./localFileStore";

export type { FileStore, StoredFile } from "./fileStore";

/** The demo-audio store for this environment: a directory in local mode, Cloud Storage otherwise. */
export function fileStore(): FileStore {
  const { fileStoreDir } = serverConfig();
  return fileStoreDir ? new LocalFileStore(fileStoreDir) : new CloudFileStore(adminApp());
}
