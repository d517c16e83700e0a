import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { processImage } from "../functions/src/media/processImage";
import { storeMedia } from "../functions/src/media/storeMedia";
import type { Repositories } from "../src/lib/data";
import type { FileStore } from "../src/lib/files";
import { outputFileOf } from "../src/lib/site/pendingChanges";

/**
 * Image figures of `npm run bench`: uploads synthetic photos through the
 * upload's own processing and storage code (sharp variants, private store,
 * media record), and measures which bytes a phone downloads for a built page.
 */

/** A smooth synthetic "photo": gradients and soft shapes, closer to real pictures than noise. */
async function syntheticPhoto(width: number, height: number, seed: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${seed * 47},60%,35%)"/><stop offset="1" stop-color="hsl(${seed * 47 + 120},70%,60%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    ${Array.from({ length: 12 }, (_, i) => `<circle cx="${(((i * 137 + seed * 61) % 100) / 100) * width}" cy="${(((i * 71 + seed * 29) % 100) / 100) * height}" r="${(width / 12) * (1 + (i % 3))}" fill="hsla(${i * 30 + seed * 11},80%,70%,0.35)"/>`).join("")}
  </svg>`;
  return sharp(Buffer.from(svg)).blur(2).jpeg({ quality: 90 }).toBuffer();
}

export interface BenchUpload {
  url: string;
  /** Upload processing time (type check, metadata strip, variants). */
  ms: number;
  originalBytes: number;
}

export async function uploadBenchImage(
  repos: Repositories,
  files: FileStore,
  width: number,
  height: number,
  seed: number,
): Promise<BenchUpload> {
  const bytes = await syntheticPhoto(width, height, seed);
  const started = performance.now();
  const image = await processImage(bytes, "jpg");
  const media = await storeMedia({ repos, files }, image, { extension: "jpg", mime: "image/jpeg" }, "bench");
  return { url: media.url, ms: performance.now() - started, originalBytes: bytes.byteLength };
}

export interface PageImageBytes {
  /** Images fetched on load (not lazy): what the first screen costs. */
  eager: number;
  /** Every image, as a visitor who scrolls to the end downloads them. */
  all: number;
  images: number;
}

const fileSize = (outDir: string, url: string) =>
  url.startsWith("/")
    ? stat(join(outDir, decodeURIComponent(url.split("?")[0]!))).then(
        (s) => s.size,
        () => 0,
      )
    : Promise.resolve(0);

/**
 * The image bytes a phone `viewport` CSS px wide at `dpr` downloads for a
 * built page: for each <picture>, the AVIF candidate a browser picks from
 * its srcset (the smallest at least slot × DPR; every image's slot on a
 * phone is the viewport less 32 px of padding, see IMAGE_SIZES); plain
 * <img> files as they are. Remote (pasted) images count 0: not the site's.
 * Each URL counts once, as the browser cache does.
 */
export async function pageImageBytes(outDir: string, path: string, viewport: number, dpr: number): Promise<PageImageBytes> {
  const html = await readFile(join(outDir, outputFileOf(path)), "utf8");
  const slot = (viewport - 32) * dpr;
  const seen = new Set<string>();
  const result: PageImageBytes = { eager: 0, all: 0, images: 0 };
  const count = async (url: string, lazy: boolean) => {
    if (seen.has(url)) return;
    seen.add(url);
    const bytes = await fileSize(outDir, url);
    result.images++;
    result.all += bytes;
    if (!lazy) result.eager += bytes;
  };
  for (const match of html.matchAll(/<picture[^>]*>([\s\S]*?)<\/picture>/g)) {
    const inner = match[1]!;
    const srcset = /<source type="image\/avif" srcset="([^"]+)"/.exec(inner)?.[1] ?? "";
    const candidates = srcset.split(",").map((c) => {
      const [url, w] = c.trim().split(/\s+/);
      return { url: url!, width: Number.parseInt(w ?? "0", 10) };
    });
    const chosen = candidates.find((c) => c.width >= slot) ?? candidates.at(-1);
    if (chosen) await count(chosen.url, /loading="lazy"/.test(inner));
  }
  const withoutPictures = html.replace(/<picture[^>]*>[\s\S]*?<\/picture>/g, "");
  for (const match of withoutPictures.matchAll(/<img\b[^>]*>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(match[0])?.[1];
    if (src) await count(src, /loading="lazy"/.test(match[0]));
  }
  return result;
}
