import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { GENRES, creditsOfReleases, type Artist, type PressPost, type Release, type ReleaseArtist } from "../src/lib/domain/catalog";
import type { Repositories } from "../src/lib/data";
import type { Track } from "../src/lib/domain/catalog";
import { TRACK_LISTENING_DEFAULTS } from "../src/lib/domain/catalog";
import { indexCatalog, type CatalogAudio } from "../src/lib/site/catalog";
import { planSite } from "../src/lib/site/plan";

/**
 * The catalogue-scale data set of `npm run bench` and `npm run bench:build`:
 * 1,000 artists, 5,000 releases (5,500 artist links; every 10th release
 * credits a second artist; 12 tracks each, 60,000 in all), 1,000 press
 * posts, 2-4 % of each left as drafts.
 */
export const ARTISTS = 1000;
export const RELEASES = 5000;
export const POSTS = 1000;

const pad = (n: number, width: number) => String(n).padStart(width, "0");
/** The bench's document ids: one prefix per kind of item (1 artists, 2 releases, 3 posts, 5 demos). */
export const uuid = (kind: number, n: number) => `${pad(kind, 8)}-0000-4000-8000-${pad(n, 12)}`;

export type BenchCatalog = ReturnType<typeof generateBenchCatalog>;

/** Tracks each bench release lists (docs/listening.md#at-catalogue-scale); BENCH_TRACKS=0 measures without tracklists. */
export const TRACKS_PER_RELEASE = process.env.BENCH_TRACKS === undefined ? 12 : Number(process.env.BENCH_TRACKS);

/** A bench release's tracklist: titles, durations, ISRCs; every 7th track credits a guest, every 9th has a writer. */
function benchTracks(releaseIndex: number, count: number): Track[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${pad(6, 8)}-${pad(i, 4)}-4000-8000-${pad(releaseIndex, 12)}`,
    title: `Bench Track ${pad(releaseIndex, 5)}-${pad(i + 1, 2)}`,
    duration_seconds: 120 + ((releaseIndex * 31 + i * 47) % 360),
    isrc: `QZBEN${String((releaseIndex * 100 + i) % 10_000_000).padStart(7, "0")}`,
    artists: i % 7 === 6 ? [`Guest ${i}`] : [],
    credits: i % 9 === 8 ? { writers: ["Ines Valo"] } : {},
    explicit: i % 11 === 10,
    ...TRACK_LISTENING_DEFAULTS,
    spotify_track_id: null,
  }));
}

export function generateBenchCatalog(now: Date, tracksPerRelease = TRACKS_PER_RELEASE) {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const artists: Artist[] = Array.from({ length: ARTISTS }, (_, i) => ({
    id: uuid(1, i),
    name: `Bench Artist ${pad(i, 4)}`,
    slug: `bench-artist-${pad(i, 4)}`,
    bio: `Bench Artist ${i} makes long-form experimental music with tape, voice and modular synthesis.`.repeat(3),
    genre: GENRES[i % GENRES.length]!,
    image_url: i % 3 === 0 ? null : `/images/seed/artist-${(i % 9) + 1}.svg`,
    spotify_artist_id: i % 4 === 0 ? `bench${pad(i, 17)}` : null,
    instagram_url: `https://instagram.com/bench${i}`,
    twitter_url: null,
    facebook_url: null,
    soundcloud_url: `https://soundcloud.com/bench-${i}`,
    bandcamp_url: null,
    website_url: null,
    is_published: i % 50 !== 0,
    created_at: new Date(now.getTime() - i * 3_600_000),
  }));
  const releases: Release[] = [];
  const links: ReleaseArtist[] = [];
  for (let i = 0; i < RELEASES; i++) {
    const primary = i % ARTISTS;
    const date = day(30 - i); // a month of upcoming releases, then one a day back in time
    releases.push({
      id: uuid(2, i),
      title: `Bench Release ${pad(i, 5)}`,
      slug: `bench-release-${pad(i, 5)}`,
      artist_id: artists[primary]!.id,
      image_url: `/images/seed/cover-${(i % 18) + 1}.svg`,
      genre: GENRES[(i * 7) % GENRES.length]!,
      release_date: date,
      year: date.slice(0, 4),
      isrc: null,
      spotify_album_id: i % 2 === 0 ? `benchalbum${pad(i, 12)}` : null,
      apple_music_url: null,
      bandcamp_url: i % 5 === 0 ? `https://bench.bandcamp.com/album/${i}` : null,
      soundcloud_url: null,
      pre_save_enabled: i < 30,
      pre_save_url: i < 30 ? "https://open.spotify.com/prerelease/bench" : null,
      is_published: i % 25 !== 0,
      credits: i % 3 === 0 ? { producers: ["Ines Valo"], mastering: ["Rae Lindqvist"] } : {},
      tracks: benchTracks(i, tracksPerRelease),
      listening: "full",
      dsp_links:
        i % 4 === 0
          ? {
              spotify: `https://open.spotify.com/album/b${i}`,
              deezer: `https://www.deezer.com/album/${i}`,
              tidal: `https://tidal.com/album/${i}`,
            }
          : {},
      dsp_links_fetched_at: null,
      album_type: (["album", "single", "compilation"] as const)[i % 3]!,
      total_tracks: (i % 12) + 1,
      created_at: now,
      updated_at: now,
    });
    links.push({ release_id: uuid(2, i), artist_id: artists[primary]!.id, artist_order: 0, is_primary: true });
    if (i % 10 === 0)
      links.push({ release_id: uuid(2, i), artist_id: artists[(primary + 1) % ARTISTS]!.id, artist_order: 1, is_primary: false });
  }
  const posts: PressPost[] = Array.from({ length: POSTS }, (_, i) => ({
    id: uuid(3, i),
    title: `Bench press post ${pad(i, 4)}`,
    slug: `bench-press-post-${pad(i, 4)}`,
    content: `<h2>Post ${i}</h2>${'<p>News from the label, with <strong>listening notes</strong> and <a href="https://example.com">links</a>.</p>'.repeat(12)}`,
    excerpt: `Excerpt of post ${i}: news from the label, with listening notes, dates and the people behind the sound.`,
    featured_image_url: `/images/seed/press-${(i % 8) + 1}.svg`,
    is_published: i % 20 !== 0,
    published_at: i % 20 !== 0 ? new Date(now.getTime() - i * 86_400_000) : null,
    author_id: "bench",
    created_at: new Date(now.getTime() - i * 86_400_000),
  }));
  return { artists, releases, links, posts };
}

/** A repository as the bench writes through it: its converter and its ids. */
interface Writable<T> {
  collection: FirebaseFirestore.CollectionReference;
  toDocument(model: T): FirebaseFirestore.DocumentData;
  spec: { idOf(model: T): string };
}

/** Writes the items through the repository's converter (validated, with its derived list fields), 400 to a batch. */
export async function writeInBatches<T extends object>(repos: Repositories, repo: Writable<T>, items: readonly T[]): Promise<void> {
  for (let i = 0; i < items.length; i += 400) {
    const batch = repos.db.batch();
    for (const item of items.slice(i, i + 400)) batch.set(repo.collection.doc(repo.spec.idOf(item)), repo.toDocument(item));
    await batch.commit();
  }
}

/** Writes the data set. */
export async function writeBenchCatalog(repos: Repositories, data: BenchCatalog): Promise<void> {
  await writeInBatches(repos, repos.artists, data.artists);
  await writeInBatches(repos, repos.releases, data.releases);
  await writeInBatches(repos, repos.releaseArtists, data.links);
  // Each release's credits, as the content writer keeps them with its links.
  await writeInBatches(
    repos,
    repos.releaseCredits,
    creditsOfReleases(
      data.releases.map((release) => release.id),
      data.links,
    ),
  );
  await writeInBatches(repos, repos.pressPosts, data.posts);
}

/**
 * Ready audio for each track of `release` (documents only: the JavaScript
 * and HTML of its page are measured, not its sound), with peaks as stored.
 */
export async function writeBenchTrackAudio(repos: Repositories, release: Release): Promise<void> {
  const now = new Date();
  await Promise.all(
    release.tracks.map((track) =>
      repos.trackAudio.set({
        track_id: track.id,
        release_id: release.id,
        status: "ready",
        failure: null,
        master: null,
        renditions: [
          { format: "opus", path: `tracks/${track.id}/full-bench.ogg`, bytes: 3_000_000, bitrate_kbps: 96 },
          { format: "aac", path: `tracks/${track.id}/full-bench.m4a`, bytes: 4_000_000, bitrate_kbps: 128 },
        ],
        preview_renditions: [],
        preview_window: null,
        duration_seconds: track.duration_seconds ?? 200,
        loudness_lufs: -12,
        true_peak_dbtp: -0.5,
        gain_db: -2,
        peaks: Array.from({ length: 400 }, (_, i) => Math.round(Math.abs(Math.sin(i / 11)) * 1000) / 1000),
        attempts: 1,
        lease_until: null,
        updated_at: now,
        processed_at: now,
      }),
    ),
  );
}

/**
 * The content pages the route plan gives the data set were every track of
 * every published release playing (ready audio for each): the embed page,
 * feed and playlist of each such release beside the pages the bench's
 * silent tracks get. Counted by the build's own plan, not by a build: the
 * fixed pages (404, robots.txt, /auth, /admin…) come on top.
 */
export function plannedPagesWithEveryTrackPlaying(data: BenchCatalog, now: Date): { silent: number; playing: number } {
  const artists = data.artists.filter((a) => a.is_published);
  const releases = data.releases.filter((r) => r.is_published);
  const published = new Set(releases.map((r) => r.id));
  const catalog = {
    artists,
    releases,
    links: data.links.filter((l) => published.has(l.release_id)),
    posts: data.posts.filter((p) => p.is_published),
  };
  const audio: CatalogAudio[] = releases.flatMap((release) =>
    release.tracks.map((track) => ({
      track_id: track.id,
      release_id: release.id,
      renditions: [{ format: "opus" as const, path: `tracks/${track.id}/full-bench.ogg`, bytes: 3_000_000, bitrate_kbps: 96 }],
      preview_renditions: [],
      preview_window: null,
      duration_seconds: track.duration_seconds ?? 200,
      gain_db: 0,
      peaks: [],
    })),
  );
  return {
    silent: planSite(indexCatalog({ ...catalog, audio: [] }), now).size,
    playing: planSite(indexCatalog({ ...catalog, audio }), now).size,
  };
}

/** The site's files (pages, feeds, data files; not scripts, styles or images). */
export async function countPages(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.(html|xml|json|txt)$/.test(entry.name) && !join(entry.parentPath, entry.name).includes("/_astro/")) count++;
  }
  return count;
}

/** The site folder's bytes: everything, and the pages' HTML alone (where the inline styles are). */
export async function siteBytes(dir: string): Promise<{ total: number; html: number; htmlFiles: number }> {
  const sizes = { total: 0, html: 0, htmlFiles: 0 };
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const bytes = (await stat(join(entry.parentPath, entry.name))).size;
    sizes.total += bytes;
    if (entry.name.endsWith(".html")) {
      sizes.html += bytes;
      sizes.htmlFiles++;
    }
  }
  return sizes;
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** docs/benchmarks.md: the bench site's bytes with inline styles, at most 10 % over the 143 MB of linked styles (issue 36). */
export const SITE_BYTES_TARGET = 160 * 1024 * 1024;

/** The lines of the site's size: its bytes against the target, and its page count if every track played. */
export async function printSiteSize(dir: string, data: BenchCatalog, now: Date, fixedFiles: number): Promise<void> {
  const bytes = await siteBytes(dir);
  console.log(
    `Site: ${megabytes(bytes.total)} in all (target ≤ ${megabytes(SITE_BYTES_TARGET)}: ${bytes.total <= SITE_BYTES_TARGET ? "met" : "missed"}), ` +
      `HTML ${megabytes(bytes.html)} in ${bytes.htmlFiles} pages (${(bytes.html / bytes.htmlFiles / 1024).toFixed(1)} KB a page on average)`,
  );
  const planned = plannedPagesWithEveryTrackPlaying(data, now);
  console.log(
    `Pages if every track played: ${(planned.playing + fixedFiles).toLocaleString("en-US")} files (${planned.playing.toLocaleString("en-US")} content pages, ` +
      `${(planned.playing - planned.silent).toLocaleString("en-US")} more than with silent tracks: one embed page, feed and playlist a release), from the route plan`,
  );
}
