import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { UPLOAD_CHUNK_QUANTUM, persistedRange, type UploadContentRange } from "../domain/listening";
import { signAudioUploadLink } from "./audioUploadLink";
import { assertSafeObjectPath, type AudioStore } from "./audioStore";

/** Where the local endpoint signs its links to, and with what. */
export interface LocalUploadEndpoint {
  url: string;
  secret: string;
}

/** A session's record: the object it writes and its total once a chunk has said it. */
interface Session {
  path: string;
  contentType: string;
  total: number | null;
  done: boolean;
}

/** How the local endpoint answers a chunk or a status query, as Cloud Storage does. */
export type UploadAnswer = { status: 200; size: number } | { status: 308; range: string | null } | { status: 400 | 404; message: string };

const UPLOADS = ".uploads";

/** A directory behind the AudioStore interface, with Cloud Storage's resumable upload protocol (local mode and tests). */
export class LocalAudioStore implements AudioStore {
  constructor(
    private readonly dir: string,
    private readonly endpoint: LocalUploadEndpoint | null = null,
  ) {}

  private file(path: string): string {
    assertSafeObjectPath(path);
    return join(this.dir, path);
  }

  uploadTarget(path: string, contentType: string, ttlMs: number): Promise<string> {
    assertSafeObjectPath(path);
    if (!this.endpoint) return Promise.reject(new Error("Local audio uploads need AUDIO_UPLOAD_URL and the stack's secret"));
    return Promise.resolve(
      signAudioUploadLink(this.endpoint.url, this.endpoint.secret, { path, contentType, expires: Date.now() + ttlMs }),
    );
  }

  async size(path: string): Promise<number | null> {
    return stat(this.file(path)).then(
      (s) => s.size,
      () => null,
    );
  }

  async read(path: string): Promise<Uint8Array | null> {
    return readFile(this.file(path)).then(
      (bytes) => new Uint8Array(bytes),
      () => null,
    );
  }

  stream(path: string, start: number, end: number): Readable {
    return createReadStream(this.file(path), { start, end });
  }

  async download(path: string, file: string): Promise<void> {
    await copyFile(this.file(path), file);
  }

  async putFile(path: string, file: string): Promise<void> {
    const target = this.file(path);
    await mkdir(dirname(target), { recursive: true });
    // Copy then rename: a reader never finds half a file under the real name.
    const tmp = `${target}.${randomUUID()}.tmp`;
    await copyFile(file, tmp);
    await rename(tmp, target);
  }

  async delete(path: string): Promise<void> {
    await rm(this.file(path), { force: true });
  }

  async deleteUnder(prefix: string): Promise<void> {
    if (!prefix.endsWith("/")) throw new Error("A folder's prefix ends in /");
    await rm(this.file(prefix.slice(0, -1)), { recursive: true, force: true });
  }

  // The resumable protocol's session side (the endpoint's HTTP side is functions/src/listening/audioUpload.ts).

  private sessionFile(id: string, ext: "json" | "part"): string {
    if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error("Unsafe upload id");
    return join(this.dir, UPLOADS, `${id}.${ext}`);
  }

  private async session(id: string): Promise<Session | null> {
    return readFile(this.sessionFile(id, "json"), "utf8").then(
      (text) => JSON.parse(text) as Session,
      () => null,
    );
  }

  /** Starts a session for `path`: its id, which the session URL carries (a bearer capability, as Cloud Storage's upload_id). */
  async startSession(path: string, contentType: string): Promise<string> {
    assertSafeObjectPath(path);
    const id = randomUUID();
    await mkdir(join(this.dir, UPLOADS), { recursive: true });
    await writeFile(this.sessionFile(id, "part"), new Uint8Array());
    await writeFile(this.sessionFile(id, "json"), JSON.stringify({ path, contentType, total: null, done: false } satisfies Session));
    return id;
  }

  /**
   * A chunk or a status query of session `id`, as Cloud Storage answers it:
   * 308 with the persisted `Range` while bytes are missing, 200 once the
   * object is whole (then stored under its path). A chunk that overlaps what
   * is persisted has the overlap skipped; one that starts past it writes
   * nothing and gets the 308 that says where to go on from.
   */
  async receive(id: string, range: UploadContentRange, body: Uint8Array): Promise<UploadAnswer> {
    const session = await this.session(id);
    if (!session) return { status: 404, message: "No such upload session" };
    const persisted = session.done ? (session.total ?? 0) : (await stat(this.sessionFile(id, "part"))).size;
    if (session.done) return { status: 200, size: persisted };
    if (range.kind === "query") return { status: 308, range: persistedRange(persisted) };
    if (body.byteLength !== range.end - range.start + 1)
      return { status: 400, message: "The body is not the length its Content-Range says" };
    if (range.total !== null && session.total !== null && range.total !== session.total)
      return { status: 400, message: "The total differs from the session's" };
    const total = range.total ?? session.total;
    const last = total !== null && range.end === total - 1;
    if (!last && body.byteLength % UPLOAD_CHUNK_QUANTUM !== 0)
      return { status: 400, message: `A chunk other than the last must be a multiple of ${UPLOAD_CHUNK_QUANTUM} bytes` };
    if (range.start > persisted) return { status: 308, range: persistedRange(persisted) };
    const fresh = body.subarray(persisted - range.start);
    const handle = await open(this.sessionFile(id, "part"), "r+");
    try {
      await handle.write(fresh, 0, fresh.byteLength, persisted);
      await handle.sync();
    } finally {
      await handle.close();
    }
    const now = persisted + fresh.byteLength;
    if (total === null || now < total) {
      if (session.total !== total) await writeFile(this.sessionFile(id, "json"), JSON.stringify({ ...session, total }));
      return { status: 308, range: persistedRange(now) };
    }
    const target = this.file(session.path);
    await mkdir(dirname(target), { recursive: true });
    await rename(this.sessionFile(id, "part"), target);
    await writeFile(this.sessionFile(id, "json"), JSON.stringify({ ...session, total, done: true }));
    return { status: 200, size: total };
  }
}
