import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Firestore } from "firebase-admin/firestore";

const META_SUFFIX = ".meta.json";

/**
 * Demo audio in local mode against demo records, on start. An upload stores
 * its file (synced to disk) before its record, so a crash between the two
 * leaves a file that no record names, and its sender never saw "stored":
 * such files (and half-written temporary ones) are removed. A record whose
 * file is missing would be a lost acknowledged upload; it is reported.
 */
export async function reconcileDemoFiles(db: Firestore, dir: string): Promise<{ removed: number; missing: string[] }> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const snapshot = await db.collection("demos").get();
  const named = new Set(snapshot.docs.map((d) => String(d.get("audio_path"))));
  let removed = 0;
  for (const name of names) {
    const file = name.endsWith(META_SUFFIX) ? name.slice(0, -META_SUFFIX.length) : name;
    if (named.has(file) && !name.endsWith(".tmp")) continue;
    await rm(join(dir, name), { force: true });
    if (!name.endsWith(META_SUFFIX)) removed++;
  }
  const present = new Set(names);
  const missing = snapshot.docs.filter((d) => !present.has(String(d.get("audio_path")))).map((d) => d.id);
  return { removed, missing };
}
