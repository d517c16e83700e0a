import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import { gzipForHosting, hostingHash, hostingPath, isDeployedFile, type HostingFileMap } from "../../src/lib/hosting/files";
import type { HostingFolder } from "../../src/lib/hosting/deploy";

/**
 * Reads the served folder as Hosting names it (path → hash of the gzipped
 * bytes). Hashes are kept per file and size and modification time, as
 * firebase-tools' hash cache does, so a round after an edit gzips only the
 * files the pass rewrote, not the 7,000 others.
 */
export function createHostingFolderReader(dir: string) {
  const cache = new Map<string, { size: number; mtimeMs: number; hash: string }>();

  async function list(at: string): Promise<string[]> {
    const entries = await readdir(at, { withFileTypes: true });
    const files: string[] = [];
    for (const entry of entries) {
      const full = join(at, entry.name);
      if (entry.isDirectory()) files.push(...(await list(full)));
      else if (entry.isFile()) files.push(full);
    }
    return files;
  }

  return async function read(): Promise<HostingFolder> {
    const files: HostingFileMap = {};
    const byHash = new Map<string, string>();
    for (const full of await list(dir)) {
      const file = relative(dir, full);
      if (!isDeployedFile(file)) continue;
      const info = await stat(full);
      let known = cache.get(file);
      if (!known || known.size !== info.size || known.mtimeMs !== info.mtimeMs) {
        known = { size: info.size, mtimeMs: info.mtimeMs, hash: hostingHash(gzipForHosting(await readFile(full))) };
        cache.set(file, known);
      }
      files[hostingPath(file)] = known.hash;
      byHash.set(known.hash, full);
    }
    return {
      files,
      async gzipped(hash) {
        const full = byHash.get(hash);
        if (!full) throw new Error(`No file of the folder has the hash ${hash}`);
        const bytes = gzipForHosting(await readFile(full));
        // A file rewritten since it was hashed would be refused by Hosting (its hash would not match): fail the round, the next one rereads it.
        if (hostingHash(bytes) !== hash) throw new Error(`${relative(dir, full)} changed while it was being deployed`);
        return bytes;
      },
    };
  };
}
