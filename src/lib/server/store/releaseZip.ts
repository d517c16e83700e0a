import { once } from "node:events";
import type { Readable, Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { ZipArchive } from "archiver";

/** One file of a ZIP: its name inside, and how to open it (made on the spot when it must be). */
export interface ZipEntry {
  name: string;
  open: () => Promise<Readable | null>;
}

/**
 * Streams `entries` into `out` as one ZIP (docs/store.md#the-download-page):
 * each entry is opened only once the one before it is written, so the first
 * bytes leave while later files are still to be made, and no file is held
 * whole in memory. Stored, not deflated: audio files do not shrink, and a
 * buyer's computer opens a stored ZIP at once. False, with `out` destroyed,
 * when an entry cannot be opened or the receiver goes away: the buyer's
 * browser then shows a failed download, never a ZIP missing a track.
 */
export async function streamZip(entries: readonly ZipEntry[], out: Writable): Promise<boolean> {
  const archive = new ZipArchive({ store: true });
  const failed = new Promise<never>((_, reject) => {
    archive.on("error", reject);
    out.on("close", () => {
      if (!out.writableFinished) reject(new Error("The receiver closed the download"));
    });
  });
  failed.catch(() => undefined);
  archive.pipe(out);
  try {
    for (const entry of entries) {
      const source = await Promise.race([entry.open(), failed]);
      if (!source) throw new Error(`${entry.name} could not be made`);
      const written = once(archive, "entry");
      archive.append(source, { name: entry.name });
      await Promise.race([written, failed]);
    }
    await Promise.race([archive.finalize(), failed]);
    await Promise.race([finished(out), failed]);
    return true;
  } catch {
    archive.abort();
    out.destroy();
    return false;
  }
}
