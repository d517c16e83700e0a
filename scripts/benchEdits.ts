import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Repositories } from "../src/lib/data";
import { updateContent } from "../src/lib/data/catalog/contentTransactions";
import { contentWriter } from "../src/lib/data/catalog/contentWriter";
import type { Artist, PressPost, Release } from "../src/lib/domain/catalog";
import { PREVIEW_TTL_MS, SYSTEM_ACTOR } from "../src/lib/domain/publishing";
import { artistPath, pressPostPath, releasePath } from "../src/lib/site/paths";
import { outputFileOf } from "../src/lib/site/pendingChanges";
import type { SiteBuilder } from "./site/siteBuilder";

/**
 * SAVE → live at the site builder's own pace (docs/benchmarks.md#save--live):
 * with the builder running as `npm start` runs it (woken by change
 * notifications, polling as a fallback), each edit is one content
 * write (as the admin's SAVE makes it) of a published press post, release,
 * artist or track in turn, timed from the write until the page's file in
 * the served folder holds the new text. Then previews of a post's draft
 * are asked for one at a time, timed until each is ready.
 */
export const EDIT_KINDS = ["press post", "release", "artist", "track"] as const;
export type EditKind = (typeof EDIT_KINDS)[number];

/** docs/benchmarks.md#save--live: SAVE → live on the seeded site and at catalogue scale. */
export const EDIT_TARGET = { seeded: { p50Ms: 1000, p95Ms: 2000 }, catalogue: { p50Ms: 2000 } };

export interface BenchEditsResult {
  edits: { kind: EditKind; ms: number }[];
  previews: number[];
}

interface Content {
  artists: readonly Artist[];
  releases: readonly Release[];
  posts: readonly PressPost[];
}

const POLL_MS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done` holds (no deadline: a bench measures however long it takes). */
export async function waitUntil(done: () => Promise<boolean>): Promise<void> {
  while (!(await done())) await sleep(POLL_MS);
}

export async function benchEdits(
  repos: Repositories,
  builder: SiteBuilder,
  siteDir: string,
  content: Content,
  now: Date,
  count = 20,
  previewCount = 5,
): Promise<BenchEditsResult> {
  const writer = contentWriter(repos, SYSTEM_ACTOR);
  const today = now.toISOString().slice(0, 10);
  const artistsById = new Map(content.artists.map((a) => [a.id, a]));
  const artists = content.artists.filter((a) => a.is_published);
  // Released (not upcoming) releases whose primary artist is public: their page shows the title and the tracklist.
  const releases = content.releases.filter(
    (r) => r.is_published && r.release_date && r.release_date < today && r.artist_id && artistsById.get(r.artist_id)?.is_published,
  );
  const withTracks = releases.filter((r) => r.tracks.length > 0);
  const posts = content.posts.filter((p) => p.is_published);
  const live = (path: string, text: string) => async () =>
    (await readFile(join(siteDir, outputFileOf(path)), "utf8").catch(() => "")).includes(text);
  const releasePage = (r: Release) => releasePath(artistsById.get(r.artist_id!)!.slug, r.slug);

  const edits: BenchEditsResult["edits"] = [];
  builder.start();
  try {
    for (let i = 0; i < count; i++) {
      const kind = EDIT_KINDS[i % EDIT_KINDS.length]!;
      const n = Math.floor(i / EDIT_KINDS.length);
      const marker = `Edited ${randomUUID().slice(0, 8)}`;
      const started = performance.now();
      let done: () => Promise<boolean>;
      if (kind === "press post") {
        const post = posts[n % posts.length]!;
        await updateContent(writer, "press_posts", post.id, { title: `${post.title} ${marker}` });
        done = live(pressPostPath(post.slug), marker);
      } else if (kind === "release") {
        const release = releases[n % releases.length]!;
        await updateContent(writer, "releases", release.id, { title: `${release.title} ${marker}`, updated_at: new Date() });
        done = live(releasePage(release), marker);
      } else if (kind === "artist") {
        const artist = artists[n % artists.length]!;
        await updateContent(writer, "artists", artist.id, { bio: `${artist.bio ?? ""} ${marker}` });
        done = live(artistPath(artist.slug), marker);
      } else {
        // A later release than the release edits take: each edit starts from the stored document.
        const release = withTracks[withTracks.length - 1 - (n % withTracks.length)]!;
        const tracks = release.tracks.map((track, t) => (t === 0 ? { ...track, title: `${track.title} ${marker}` } : track));
        await updateContent(writer, "releases", release.id, { tracks, updated_at: new Date() });
        done = live(releasePage(release), marker);
      }
      await waitUntil(done);
      edits.push({ kind, ms: performance.now() - started });
    }

    const previews: number[] = [];
    const post = posts[0]!;
    for (let i = 0; i < previewCount; i++) {
      const id = randomUUID().replaceAll("-", "");
      const title = `${post.title} draft ${i}`;
      const at = new Date();
      const started = performance.now();
      await repos.previews.create({
        id,
        entity: "press_posts",
        item_id: post.id,
        view_scopes: [null],
        draft: { entity: "press_posts", post: { ...post, title } },
        status: "pending",
        path: null,
        html: null,
        requested_by: "bench",
        created_at: at,
        expires_at: new Date(at.getTime() + PREVIEW_TTL_MS),
      });
      await waitUntil(async () => (await repos.previews.get(id))?.status !== "pending");
      previews.push(performance.now() - started);
    }
    return { edits, previews };
  } finally {
    await builder.stop();
  }
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The lines `npm run bench` and `bench:build` print: SAVE → live p50/p95 (all edits and per kind) and the preview opens, against the targets. */
export function printBenchEdits(result: BenchEditsResult, scale: string, target: { p50Ms: number; p95Ms?: number }) {
  const all = result.edits.map((e) => e.ms).sort((a, b) => a - b);
  if (all.length === 0) console.log(`SAVE → file live (${scale}): no edits asked (BENCH_EDITS=0)`);
  const p50 = percentile(all, 50);
  const p95 = percentile(all, 95);
  const met = p50 <= target.p50Ms && (target.p95Ms === undefined || p95 <= target.p95Ms);
  if (all.length > 0)
    console.log(
      `SAVE → file live (${scale}), ${all.length} edits: p50 ${s(p50)}, p95 ${s(p95)}, max ${s(all.at(-1)!)} ` +
        `(target p50 ≤ ${s(target.p50Ms)}${target.p95Ms === undefined ? "" : `, p95 ≤ ${s(target.p95Ms)}`}: ${met ? "met" : "missed"})`,
    );
  for (const kind of EDIT_KINDS) {
    const of = result.edits
      .filter((e) => e.kind === kind)
      .map((e) => e.ms)
      .sort((a, b) => a - b);
    if (of.length > 0) console.log(`  ${kind.padEnd(11)} ${of.map(s).join(", ")}`);
  }
  if (result.previews.length > 0) {
    const previews = [...result.previews].sort((a, b) => a - b);
    console.log(
      `Preview open → ready, ${previews.length} previews: p50 ${s(percentile(previews, 50))}, max ${s(previews.at(-1)!)} (target ≤ 1.50 s: ${previews.at(-1)! <= 1500 ? "met" : "missed"})`,
    );
  }
}
