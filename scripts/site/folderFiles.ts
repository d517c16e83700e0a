import { readdir } from "node:fs/promises";
import { join, relative } from "node:path";

/** Every file under `dir` (paths relative to it), but those under the top-level folders named in `skip`; none when `dir` is missing. */
export async function listFiles(dir: string, ...skip: string[]): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((file) => !skip.some((folder) => file === folder || file.startsWith(`${folder}/`)));
}
