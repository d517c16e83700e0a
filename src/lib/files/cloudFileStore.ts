import { getStorage } from "firebase-admin/storage";
import type { App } from "firebase-admin/app";
import { assertSafeObjectName, type FileStore, type StoredFile } from "./fileStore";

/** Cloud Storage behind the FileStore interface (production). */
export class CloudFileStore implements FileStore {
  constructor(
    private readonly app: App,
    private readonly prefix = "demos/",
  ) {}

  private file(name: string) {
    assertSafeObjectName(name);
    return getStorage(this.app)
      .bucket()
      .file(this.prefix + name);
  }

  async put(name: string, bytes: Uint8Array, contentType: string): Promise<void> {
    // ifGenerationMatch 0: create only, never overwrite.
    await this.file(name).save(Buffer.from(bytes), { contentType, resumable: false, preconditionOpts: { ifGenerationMatch: 0 } });
  }

  async read(name: string): Promise<StoredFile | null> {
    const file = this.file(name);
    const [exists] = await file.exists();
    if (!exists) return null;
    const [[bytes], [meta]] = await Promise.all([file.download(), file.getMetadata()]);
    return { bytes: new Uint8Array(bytes), contentType: meta.contentType ?? "application/octet-stream" };
  }

  async exists(name: string): Promise<boolean> {
    const [exists] = await this.file(name).exists();
    return exists;
  }

  async delete(name: string): Promise<void> {
    await this.file(name).delete({ ignoreNotFound: true });
  }

  async list(): Promise<string[]> {
    const [files] = await getStorage(this.app).bucket().getFiles({ prefix: this.prefix });
    return files.map((f) => f.name.slice(this.prefix.length)).sort();
  }

  /**
   * Short-lived signed URL for staff playback, or, with `downloadName`, one
   * that makes the browser save the file under that name. Signing needs the
   * functions' service account to hold "Service Account Token Creator".
   */
  async signedUrl(name: string, ttlMs: number, downloadName?: string): Promise<string> {
    const [url] = await this.file(name).getSignedUrl({
      action: "read",
      expires: Date.now() + ttlMs,
      ...(downloadName ? { responseDisposition: `attachment; filename="${downloadName.replace(/["\\]/g, "")}"` } : {}),
    });
    return url;
  }
}
