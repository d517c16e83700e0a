import { mkdir, open, readFile, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { assertSafeObjectName, type FileStore, type StoredFile } from "./fileStore";

const META_SUFFIX = ".meta.json";

/** A directory behind the FileStore interface (local mode and tests). */
export class LocalFileStore implements FileStore {
  constructor(private readonly dir: string) {}

  private path(name: string): string {
    assertSafeObjectName(name);
    return join(this.dir, name);
  }

  async put(name: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const target = this.path(name);
    await mkdir(this.dir, { recursive: true });
    if (await this.exists(name)) throw new Error(`File already exists: ${name}`);
    // Write then rename, so a crash never leaves a half-written file under the real name; synced
    // (file, then folder), so that once put() resolves and the caller writes the record, a crash
    // cannot leave a record without its file.
    const tmp = `${target}.${process.pid}.tmp`;
    await writeDurably(tmp, bytes);
    await writeDurably(target + META_SUFFIX, JSON.stringify({ contentType }));
    await rename(tmp, target);
    await syncFolder(this.dir);
  }

  async read(name: string): Promise<StoredFile | null> {
    try {
      const bytes = await readFile(this.path(name));
      const meta = JSON.parse(await readFile(this.path(name) + META_SUFFIX, "utf8").catch(() => "{}")) as { contentType?: string };
      return { bytes: new Uint8Array(bytes), contentType: meta.contentType ?? "application/octet-stream" };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async exists(name: string): Promise<boolean> {
    return stat(this.path(name)).then(
      () => true,
      () => false,
    );
  }

  async delete(name: string): Promise<void> {
    await rm(this.path(name), { force: true });
    await rm(this.path(name) + META_SUFFIX, { force: true });
  }

  async list(): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    return names.filter((n) => !n.endsWith(META_SUFFIX) && !n.endsWith(".tmp")).sort();
  }
}

async function writeDurably(file: string, data: Uint8Array | string): Promise<void> {
  const handle = await open(file, "w");
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
