import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { outputFileOf } from "../src/lib/site/pendingChanges";

/** Gzip bytes of the JavaScript a page loads: its module scripts and island components with their static imports, plus inline scripts. */
export async function javascriptOf(outDir: string, path: string): Promise<{ files: number; gzip: number; inlineGzip: number }> {
  const html = await readFile(join(outDir, outputFileOf(path)), "utf8");
  const entries = new Set<string>();
  for (const match of html.matchAll(/(?:src|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)) entries.add(match[1]!);
  const seen = new Set<string>();
  const queue = [...entries];
  let gzip = 0;
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(join(outDir, file), "utf8");
    gzip += gzipSync(code).byteLength;
    for (const match of code.matchAll(/(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g)) queue.push(`/_astro/${match[1]!.slice(2)}`);
  }
  const inline = [...html.matchAll(/<script(?![^>]*(?:src=|application\/ld\+json))[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("");
  return { files: seen.size, gzip, inlineGzip: inline ? gzipSync(inline).byteLength : 0 };
}
