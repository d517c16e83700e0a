import type { Readable } from "node:stream";
import type { App } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";
import { assertSafeObjectPath, type AudioStore } from "./audioStore";

/**
 * Cloud Storage behind the AudioStore interface (production). The bucket
 * needs a CORS rule letting the site's origin POST and PUT with the
 * `Content-Range`, `Content-Type` and `x-goog-resumable` headers and read
 * `Location` and `Range` (docs/listening.md#label-hosted-audio); signing
 * needs the functions' service account to hold "Service Account Token Creator".
 */
export class CloudAudioStore implements AudioStore {
  constructor(private readonly app: App) {}

  private file(path: string) {
    assertSafeObjectPath(path);
    return getStorage(this.app).bucket().file(`audio/${path}`);
  }

  async uploadTarget(path: string, contentType: string, ttlMs: number): Promise<string> {
    const [url] = await this.file(path).getSignedUrl({ version: "v4", action: "resumable", expires: Date.now() + ttlMs, contentType });
    return url;
  }

  async size(path: string): Promise<number | null> {
    const [exists] = await this.file(path).exists();
    if (!exists) return null;
    const [meta] = await this.file(path).getMetadata();
    return Number(meta.size ?? 0);
  }

  async read(path: string): Promise<Uint8Array | null> {
    const [exists] = await this.file(path).exists();
    if (!exists) return null;
    const [bytes] = await this.file(path).download();
    return new Uint8Array(bytes);
  }

  stream(path: string, start: number, end: number): Readable {
    return this.file(path).createReadStream({ start, end, validation: false });
  }

  async download(path: string, file: string): Promise<void> {
    await this.file(path).download({ destination: file });
  }

  async putFile(path: string, file: string, contentType: string): Promise<void> {
    const target = this.file(path);
    await target.bucket.upload(file, { destination: target, contentType, resumable: false });
  }

  async delete(path: string): Promise<void> {
    await this.file(path).delete({ ignoreNotFound: true });
  }

  async deleteUnder(prefix: string): Promise<void> {
    assertSafeObjectPath(prefix.replace(/\/$/, ""));
    // force: false stops at the first failure, so the caller keeps its request and tries again.
    await getStorage(this.app)
      .bucket()
      .deleteFiles({ prefix: `audio/${prefix}`, force: false });
  }
}
