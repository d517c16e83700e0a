import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type Artist, type PressPost, type Release } from "../../src/lib/domain/catalog";
import { planVariants, variantObjectName } from "../../src/lib/domain/media";
import { mediaReferencesIn, type MediaRef } from "../../src/lib/domain/shared";
import type { FileStore } from "../../src/lib/files";

/**
 * Puts the variants of every uploaded image the site shows into the site
 * folder (`media/{id}/{name}`), so Hosting serves them as static files.
 * Only missing files are copied: variants never change once made, so an
 * incremental pass copies just the images that are new to the site, and a
 * full build copies each image's files once. Nothing is encoded here.
 */
export interface MediaCopyResult {
  /** Files written this pass. */
  copied: number;
  /** Variants the store does not hold (logged; the page falls back to the mediaFile function). */
  missing: string[];
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** The variant files (site paths under /media/) of every image the documents use, each once. */
export function referencedVariantPaths(docs: {
  artists: readonly Artist[];
  releases: readonly Release[];
  posts: readonly PressPost[];
}): string[] {
  const references = new Map<string, MediaRef>();
  const texts = [
    ...docs.artists.map((a) => a.image_url),
    ...docs.releases.map((r) => r.image_url),
    ...docs.posts.flatMap((p) => [p.featured_image_url, p.content]),
  ];
  for (const text of texts) for (const ref of mediaReferencesIn(text)) references.set(ref.id, ref);
  return [...references].flatMap(([id, size]) => planVariants(size.width, size.height).map((v) => `${id}/${v.name}`));
}

export async function copyReferencedMedia(
  docs: { artists: readonly Artist[]; releases: readonly Release[]; posts: readonly PressPost[] },
  outDir: string,
  store: FileStore,
): Promise<MediaCopyResult> {
  const result: MediaCopyResult = { copied: 0, missing: [] };
  for (const path of referencedVariantPaths(docs)) {
    const target = join(outDir, "media", path);
    if (await exists(target)) continue;
    const [id, name] = path.split("/") as [string, string];
    const file = await store.read(variantObjectName(id, name));
    if (!file) {
      result.missing.push(path);
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.tmp`;
    await writeFile(temp, file.bytes);
    await rename(temp, target);
    result.copied++;
  }
  return result;
}
