import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "../../src/lib/data";
import { exportDatabase, importDatabase, type DatabaseSnapshot } from "../../src/lib/data/snapshot";

/** Writes the database to a JSON file atomically (temp file, then rename). */
export async function saveSnapshot(db: Firestore, file: string): Promise<void> {
  const snapshot = await exportDatabase(db, COLLECTIONS);
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(snapshot));
  await rename(tmp, file);
}

/** Loads a saved snapshot; returns false when there is none. */
export async function loadSnapshot(db: Firestore, file: string): Promise<boolean> {
  if (!existsSync(file)) return false;
  const snapshot = JSON.parse(await readFile(file, "utf8")) as DatabaseSnapshot;
  await importDatabase(db, snapshot);
  return true;
}
