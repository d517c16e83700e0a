import { loadavg } from "node:os";
import type { Repositories } from "../src/lib/data";
import type { Media } from "../src/lib/domain/media";
import { generateBenchCatalog, uuid, writeInBatches } from "./benchCatalog";
import { measureFirestoreOps } from "./firestoreOps";
import { SEED_ACCOUNTS } from "./seed/accounts";
import { releaseId } from "./seed/ids";

/**
 * The media library at catalogue scale (docs/benchmarks.md#media-library):
 * the bench catalogue (1,000 artists, 5,000 releases, 1,000 press posts,
 * scaled by BENCH_MEDIA_SCALE, default 0.2), every release's cover and every
 * post's featured image an uploaded image of its own, written beside the
 * seeded content. Then, run in this process as the callables run them and
 * counted as Firestore bills them (measureFirestoreOps): `listMedia`'s first
 * and next page, and `setMediaAlt` by the seeded Super Admin and by the
 * seeded Artist Editor (on the cover of a release of their artist). Beside
 * them, what the same calls read before the library paged (its whole
 * collection, and every artist, release and press post for the uses):
 * those reads made the same way.
 */
const SCALE = Number(process.env.BENCH_MEDIA_SCALE) || 0.2;
const load = () => `load average ${loadavg()[0]!.toFixed(2)}`;

export async function benchMediaLibrary(repos: Repositories): Promise<void> {
  const { listMedia, setMediaAlt } = await import("../functions/src/operations/media/library");
  const now = new Date();
  const full = generateBenchCatalog(now, 0);
  const size = (n: number) => Math.max(1, Math.round(n * SCALE));
  const image = (kind: number, n: number, created: Date): Media => {
    const id = uuid(kind, n);
    return {
      id,
      original_path: `original-${id}.jpg`,
      mime: "image/jpeg",
      width: 1600,
      height: 1600,
      bytes: 250_000,
      url: `/media/${id}/1600x1600.webp`,
      variants: [],
      uploaded_by: SEED_ACCOUNTS[0].uid,
      created_at: created,
    };
  };
  const editorsArtist = (await repos.releases.get(releaseId(1)))!.artist_id;
  const releases = full.releases.slice(0, size(full.releases.length));
  const posts = full.posts.slice(0, size(full.posts.length));
  const covers = releases.map((_, i) => image(5, i, new Date(now.getTime() - i * 60_000)));
  const featured = posts.map((_, i) => image(6, i, new Date(now.getTime() - (releases.length + i) * 60_000)));
  const started = performance.now();
  await writeInBatches(repos, repos.artists, full.artists.slice(0, size(full.artists.length)));
  await writeInBatches(
    repos,
    repos.releases,
    releases.map((release, i) => ({ ...release, image_url: covers[i]!.url, artist_id: i === 0 ? editorsArtist : release.artist_id })),
  );
  await writeInBatches(
    repos,
    repos.pressPosts,
    posts.map((post, i) => ({ ...post, featured_image_url: featured[i]!.url })),
  );
  await writeInBatches(repos, repos.media, [...covers, ...featured]);
  const [artists, releaseCount, postCount, mediaCount] = await Promise.all([
    repos.artists.count(),
    repos.releases.count(),
    repos.pressPosts.count(),
    repos.media.count(),
  ]);
  console.log(
    `  Media library at ${artists.toLocaleString("en")} artists, ${releaseCount.toLocaleString("en")} releases, ${postCount.toLocaleString("en")} press posts and ${mediaCount.toLocaleString("en")} images (written in ${((performance.now() - started) / 1000).toFixed(0)} s, ${load()}):`,
  );

  const [admin, editor] = [SEED_ACCOUNTS[0].uid, SEED_ACCOUNTS[1].uid];
  const as = (uid: string) => ({ uid, repos });
  const line = (label: string, cost: { reads: number; ms: number }) =>
    console.log(`    ${label.padEnd(48)} ${String(cost.reads).padStart(6)} documents read, ${cost.ms} ms`);
  const first = await measureFirestoreOps(() => listMedia.run({}, as(admin)));
  const next = await measureFirestoreOps(() => listMedia.run({ after: first.result.next }, as(admin)));
  const byIds = await measureFirestoreOps(() => listMedia.run({ ids: [covers[0]!.id, featured[0]!.id] }, as(admin)));
  const adminAlt = await measureFirestoreOps(() => setMediaAlt.run({ id: covers[0]!.id, alt: "A cover" }, as(admin)));
  const editorAlt = await measureFirestoreOps(() => setMediaAlt.run({ id: covers[0]!.id, alt: "A cover" }, as(editor)));
  // Before, each call read the whole catalogue for the uses, and the list the whole library, on top of the
  // rest (the access check every call makes, measured alone; the alt text's own reads, as measured now).
  const access = await measureFirestoreOps(() => listMedia.run({ ids: [] }, as(admin)));
  const catalogue = await measureFirestoreOps(() =>
    Promise.all([repos.artists.listAll(), repos.releases.listAll(), repos.pressPosts.listAll()]),
  );
  const library = await measureFirestoreOps(() => repos.media.listNewest());
  const plus = (...costs: { reads: number; ms: number }[]) => ({
    reads: costs.reduce((sum, c) => sum + c.reads, 0),
    ms: costs.reduce((sum, c) => sum + c.ms, 0),
  });
  line("before: listMedia (the whole library, every use)", plus(access, library, catalogue));
  line("before: setMediaAlt (every use)", plus(adminAlt, catalogue));
  line(`listMedia, first page (${first.result.media.length} images)`, first);
  line("listMedia, next page", next);
  line("listMedia, a product's 2 images by id", byIds);
  line("setMediaAlt, Super Admin (no uses read)", adminAlt);
  line("setMediaAlt, Artist Editor (the image's uses)", editorAlt);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Alone (`npx tsx scripts/benchMediaLibrary.ts`): on a seeded stack of its own, without the site.
  const { runAloneOnSeededStack } = await import("./benchStackEnv");
  await runAloneOnSeededStack(21900, ".data/bench-media", benchMediaLibrary);
}
