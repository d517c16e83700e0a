import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { updateContent } from "../src/lib/data/catalog/contentTransactions";
import { contentWriter } from "../src/lib/data/catalog/contentWriter";
import { type Artist, type Release } from "../src/lib/domain/catalog";
import { SYSTEM_ACTOR } from "../src/lib/domain/publishing";
import { applyFilters, groupByMonth, releaseSearchText, searchable } from "../src/lib/site/listFilters";
import { paginate } from "../src/lib/domain/shared";
import type { ReleaseListItem } from "../src/lib/site/views";
import { stackConfig } from "./stack/config";
import { startStack } from "./stack";
import { startNodeFirestore } from "./stack/nodeFirestore";
import { outputFileOf } from "../src/lib/site/pendingChanges";
import { javascriptOf } from "./benchJavascript";
import { pageImageBytes, uploadBenchImage, type BenchUpload } from "./benchImages";
import { benchReleaseDay, RELEASE_DAY_TARGET } from "./benchReleaseDay";
import { ADMIN_TARGET, BENCH_USERS, benchAdmin } from "./benchAdmin";
import { BENCH_DEMOS } from "./benchDemos";
import { measureColdStarts, measureStartupLoad, printColdStart } from "./benchColdStart";
import { benchSiteBuilder, benchStackEnv } from "./benchStackEnv";
import { printSoak, runSoak } from "./benchSoak";
import { benchTrackAudio } from "./benchTrackAudio";
import { benchPromoCopy } from "./benchPromoCopy";
import { benchNewsletters, newsletterBenchSizes, printNewsletterBench } from "./benchNewsletters";
import { benchPromo, printPromoBench, promoBenchSizes } from "./benchPromo";
import { benchPlayer } from "./benchPlayer";
import { benchLighthouse } from "./benchLighthouse";
import { ARTISTS, POSTS, RELEASES, generateBenchCatalog, printSiteSize, writeBenchCatalog, writeBenchTrackAudio } from "./benchCatalog";
import { benchEdits, EDIT_TARGET, printBenchEdits } from "./benchEdits";
import { benchFullBuilds } from "./benchFullBuilds";

/**
 * `npm run bench`: the public site at label scale. Starts its own emulators
 * (ports 20000 above the defaults, moved by TEST_PORT_OFFSET; data in .data/bench), writes 1,000
 * artists, 5,000 releases and 1,000 press posts, then prints: three full
 * builds' time and pages/s (the renderer's start, the first later one, a
 * later one with every renderer process warm); the incremental rebuild after editing one release (time,
 * pages re-rendered); gzip JavaScript per route; releases-search filter time
 * per keystroke; the back office with 300 users besides: each paged admin
 * list call's p95 (BENCH_ADMIN_ROUNDS calls of each kind, default 20; with
 * 10,000 demos on the demo desk) and
 * each list screen's first data in Chromium (scripts/benchAdmin.ts); the
 * release-day job queueing the reminders of one release's pre-saves
 * (BENCH_PRESAVES, default 5,000; the target is 50,000 in 60 s);
 * newsletters: queueing one to 2,000 and 20,000 subscribers, reads and
 * writes per recipient, time, a restart after a crash (scripts/benchNewsletters.ts);
 * promo campaigns: sending one to 200 and 2,000 contacts, time, reads and
 * writes per recipient, a send stopped halfway then sent again (scripts/benchPromo.ts);
 * track audio: processing a 10-minute 24-bit WAV master, its time and the
 * bytes of each rendition per minute of audio (scripts/benchTrackAudio.ts);
 * a promo recipient's tagged MP3 320 of that master on their first
 * download, once the track's shared encoding exists and the first-ever one
 * that encodes it (scripts/benchPromoCopy.ts);
 * the player's click → sound and seek → sound on a seeded stack
 * (scripts/benchPlayer.ts); Lighthouse mobile scores of the release page
 * with 12 playable tracks and its artist's page (scripts/benchLighthouse.ts);
 * uploaded images: processing time per upload and the image bytes a 390 px
 * phone downloads on the home page and a release page; first, each function's
 * cold start and what the functions bundle loads (scripts/benchColdStart.ts);
 * the store's BUY, webhook, stock race and duplicate deliveries on a
 * seeded stack of its own (scripts/benchStore.ts; `--only store` runs that
 * alone); then the next start's replay of the Firestore journal at this size; last,
 * on a stack of its own, the stack's memory under 20 clients for
 * BENCH_SOAK_MINUTES (default 10, 0 skips it: scripts/benchSoak.ts).
 * Figures only: nothing here passes or fails.
 */
/** Phone of the image figures: 390 CSS px wide (iPhone 12-15), at DPR 3 (those phones) and 2 (most Android phones). */
const PHONE_WIDTH = 390;
const PHONE_DPRS = [3, 2];
// Each function with workers of its own, as in production: the cold starts and first answers below are each function's.
const env = { ...benchStackEnv(20000, ".data/bench"), STACK_SHARED_FUNCTION_WORKERS: "0" };
Object.assign(process.env, env);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// `npm run bench -- --only store`: that part alone (its own stack and process, as `npm run bench:store`).
const only = process.argv.includes("--only") ? (process.argv[process.argv.indexOf("--only") + 1] ?? "") : null;
const BENCH_PARTS: Record<string, string> = { store: "benchStore.ts", publish: "benchPublish.ts" };
const runPart = (file: string) =>
  execFileSync(join(import.meta.dirname, "../node_modules/.bin/tsx"), [join(import.meta.dirname, file)], {
    stdio: "inherit",
    env: process.env,
  });
if (only !== null) {
  const part = BENCH_PARTS[only];
  if (!part) throw new Error(`--only takes one of: ${Object.keys(BENCH_PARTS).join(", ")}`);
  runPart(part);
  process.exit(0);
}

// Needs no stack: the processing step's ffmpeg runs on a 10-minute master.
await benchTrackAudio();
await benchPromoCopy();
// On a seeded stack of its own, stopped before the bench data set's starts.
await benchPlayer();
// Lighthouse mobile on the seeded release page with 12 playable tracks and its artist's page (its own stack too).
await benchLighthouse();
// SAVE → live, previews and a scheduled publish on the seeded site (its own stack and process: it sets the emulator hosts).
runPart(BENCH_PARTS.publish!);
// The store on the seeded site with its local Stripe (its own stack and process too).
runPart(BENCH_PARTS.store!);

const config = stackConfig(process.env);
console.log(`Starting emulators (data in ${config.dataDir})…`);
const stack = await startStack(config);
try {
  // First, while no function has been called: every first call starts a fresh worker.
  const startupLoad = measureStartupLoad(config.root);
  printColdStart(startupLoad, await measureColdStarts(config, startupLoad.functions));
  const { createRepositories } = await import("../src/lib/data");
  const repos = createRepositories();
  const now = new Date();
  const data = generateBenchCatalog(now);
  // Uploaded images where a phone sees them first: the home roster, the newest releases and posts, and one release page.
  const { mediaStore } = await import("../src/lib/files");
  const uploads: BenchUpload[] = [];
  const upload = async (width: number, height: number) => {
    const uploaded = await uploadBenchImage(repos, mediaStore(), width, height, uploads.length);
    uploads.push(uploaded);
    return uploaded.url;
  };
  const newestPublished = data.releases.filter((r) => r.is_published).slice(0, 3);
  const rosterArtists = [
    ...new Set(
      data.releases
        .filter((r) => r.is_published)
        .slice(0, 30)
        .map((r) => r.artist_id),
    ),
  ]
    .map((id) => data.artists.find((a) => a.id === id && a.is_published))
    .filter((a): a is Artist => Boolean(a))
    .slice(0, 3);
  for (const artist of rosterArtists) artist.image_url = await upload(1200, 1200);
  for (const release of [...newestPublished, data.releases[40]!]) release.image_url = await upload(1600, 1600);
  for (const post of data.posts.filter((p) => p.is_published).slice(0, 3)) post.featured_image_url = await upload(1600, 840);
  const uploadMs = uploads.map((u) => u.ms).sort((a, b) => a - b);
  console.log(
    `Uploaded ${uploads.length} images (synthetic photos, ${kb(uploads.reduce((n, u) => n + u.originalBytes, 0) / uploads.length)} each on average): ` +
      `processing (type check, metadata strip, ${12} variants) median ${seconds(uploadMs[Math.floor(uploadMs.length / 2)]!)}, max ${seconds(uploadMs.at(-1)!)} per image`,
  );

  let t = Date.now();
  await writeBenchCatalog(repos, data);
  console.log(
    `Wrote ${ARTISTS} artists, ${RELEASES} releases (${data.links.length} artist links), ${POSTS} press posts in ${seconds(Date.now() - t)}`,
  );
  // The release page measured below plays its tracks: its JavaScript is the player's budget (20 KB gzip).
  await writeBenchTrackAudio(repos, data.releases[40]!);

  const builder = benchSiteBuilder(config, { ...process.env, ...stack.env }, repos);

  console.log("");
  // The start, the first later full build, then one with every renderer process warm.
  const { fixedFiles } = await benchFullBuilds(builder, config.siteDir, 3);

  const edited = data.releases.find((r) => r.is_published && r.release_date! < now.toISOString().slice(0, 10))!;
  await updateContent(contentWriter(repos, SYSTEM_ACTOR), "releases", edited.id, {
    title: `${edited.title} (edited)`,
    updated_at: new Date(),
  });
  const incremental = (await builder.rebuildOnce())!;
  console.log(
    `Incremental rebuild after editing one release: ${seconds(incremental.ms)}, ${incremental.rendered.length} pages re-rendered, ${incremental.removed.length} removed`,
  );
  console.log(`  ${incremental.rendered.join(" ")}`);
  printBenchEdits(
    await benchEdits(repos, builder, config.siteDir, data, now),
    `${RELEASES} releases, ${data.releases.reduce((n, r) => n + r.tracks.length, 0)} tracks`,
    EDIT_TARGET.catalogue,
  );
  await printSiteSize(config.siteDir, data, now, fixedFiles);

  const artistSlug = data.artists[1]!.slug;
  const streamingArtistSlug = data.artists.find((a) => a.spotify_artist_id && a.is_published)!.slug;
  const release = data.releases[40]!;
  const preSave = data.releases.find((r) => r.pre_save_enabled && r.is_published)!;
  const primarySlug = (r: Release) => data.artists.find((a) => a.id === r.artist_id)!.slug;
  const routes = [
    "/",
    "/artists",
    "/releases",
    `/artist/${artistSlug}`,
    `/artist/${streamingArtistSlug}`,
    `/releases/${primarySlug(release)}/${release.slug}`,
    `/pre-save/${primarySlug(preSave)}/${preSave.slug}`,
    "/press",
    `/press/${data.posts[1]!.slug}`,
    "/submit-demo",
    "/404.html",
    "/promo-player",
  ];
  // A promo page (a function's answer) loads the player's scripts that /promo-player carries (docs/promo.md): its figure is the promo page's.
  console.log(
    `\nJavaScript per route (gzip; module scripts and islands with their imports, then inline scripts; ${release.title} plays ${release.tracks.length} tracks in the player; /promo-player is what every promo page loads):`,
  );
  for (const route of routes) {
    const js = await javascriptOf(config.siteDir, route === "/404.html" ? "/404.html" : route);
    console.log(`  ${route.padEnd(48)} ${kb(js.gzip).padStart(9)} in ${js.files} file(s) + ${js.inlineGzip} B inline`);
  }
  // Astro bundles a component's script into a file named after the component: the footer form's would be SignupForm*.js.
  const homeHtml = await readFile(join(config.siteDir, outputFileOf("/")), "utf8");
  const signupScripts = [...homeHtml.matchAll(/"(\/_astro\/SignupForm[^"]*\.js)"/g)].map((m) => m[1]!);
  const signupGzip = (
    await Promise.all(signupScripts.map(async (file) => gzipSync(await readFile(join(config.siteDir, file))).byteLength))
  ).reduce((a, b) => a + b, 0);
  console.log(
    `  footer signup form (every content page): ${signupGzip} B of JavaScript added, gzip (target ≤ 1 KB; the form is plain HTML)`,
  );
  console.log(
    `\nImage bytes a ${PHONE_WIDTH} px-wide phone downloads (AVIF candidate its srcset picks; first screen = images not lazy-loaded; scrolled = every image):`,
  );
  for (const route of ["/", `/releases/${primarySlug(release)}/${release.slug}`]) {
    for (const dpr of PHONE_DPRS) {
      const bytes = await pageImageBytes(config.siteDir, route, PHONE_WIDTH, dpr);
      console.log(
        `  ${route.padEnd(48)} DPR ${dpr}: first screen ${kb(bytes.eager).padStart(9)}, scrolled ${kb(bytes.all).padStart(9)} (${bytes.images} images)`,
      );
    }
  }
  const listData = (await readFile(join(config.siteDir, "data/releases.json"))).byteLength;
  console.log(
    `  (the releases list's data file: ${kb(listData)}, ${kb(gzipSync(await readFile(join(config.siteDir, "data/releases.json"))).byteLength)} gzip)`,
  );

  const items = JSON.parse(await readFile(join(config.siteDir, "data/releases.json"), "utf8")) as ReleaseListItem[];
  const entries = searchable(items, releaseSearchText, (r) => r.genreKey);
  const typed = "bench release 04";
  const timings: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (let i = 1; i <= typed.length; i++) {
      const start = performance.now();
      const filtered = applyFilters(entries, typed.slice(0, i), "");
      groupByMonth(paginate(filtered, 1), new Date());
      timings.push(performance.now() - start);
    }
  }
  timings.sort((a, b) => a - b);
  const mean = timings.reduce((a, b) => a + b, 0) / timings.length;
  console.log(
    `\nReleases search over ${items.length} releases, per keystroke: mean ${mean.toFixed(2)} ms, p95 ${timings[Math.floor(timings.length * 0.95)]!.toFixed(2)} ms, max ${timings.at(-1)!.toFixed(2)} ms (filter + page + month groups, without rendering)`,
  );

  // Before the release-day figure, whose pre-saves would weigh on the releases list's pre-save counts.
  const admin = await benchAdmin(repos, config, data.artists, now);
  const verdict = (value: number, target: number) => (value <= target ? "met" : "missed");
  console.log(
    `\nBack office at ${ARTISTS} artists, ${RELEASES} releases, ${POSTS} press posts, ${BENCH_USERS} users, ${BENCH_DEMOS} demos (docs/admin-lists.md, docs/demos.md#finding-demos):`,
  );
  console.log(`  list calls, ms (target p95 ≤ ${ADMIN_TARGET.callP95Ms} ms; p95 by request kind in brackets):`);
  for (const call of admin.calls) {
    const kinds = call.kinds.map((k) => `${k.label} ${k.p95.toFixed(0)}`).join(" · ");
    console.log(
      `    ${call.name.padEnd(20)} p50 ${call.p50.toFixed(0).padStart(4)}  p95 ${call.p95.toFixed(0).padStart(4)}  max ${call.max.toFixed(0).padStart(5)}  n=${call.n}  [${kinds}]: ${verdict(call.p95, ADMIN_TARGET.callP95Ms)}`,
    );
  }
  console.log(`  first data per screen, ms from opening to the first row shown (target ≤ ${ADMIN_TARGET.firstDataMs} ms):`);
  for (const screen of admin.screens) {
    console.log(
      `    ${screen.path.padEnd(20)} ${screen.visits.map((v) => v.toFixed(0)).join(", ")}: ${verdict(Math.max(...screen.visits), ADMIN_TARGET.firstDataMs)}`,
    );
  }

  // On the Node Firestore emulator every write costs time proportional to its collection's size
  // (docs/benchmarks.md#release-day), so the default stays at a size a bench run can afford.
  const preSaves = Number(process.env.BENCH_PRESAVES) || 5000;
  const releaseDay = await benchReleaseDay(
    repos,
    data.artists.find((a) => a.is_published)!,
    data.releases[0]!,
    preSaves,
  );
  const perSecond = releaseDay.queued / (releaseDay.jobMs / 1000);
  console.log(
    `\nRelease day: ${releaseDay.queued} reminders for ${preSaves} pre-saves of one release queued in ${seconds(releaseDay.jobMs)} (${perSecond.toFixed(0)}/s; pre-saves written in ${seconds(releaseDay.seedMs)}); ` +
      `target ${RELEASE_DAY_TARGET.preSaves.toLocaleString("en-US")} in ${RELEASE_DAY_TARGET.seconds} s${preSaves >= RELEASE_DAY_TARGET.preSaves ? (releaseDay.jobMs <= RELEASE_DAY_TARGET.seconds * 1000 ? ": met" : ": missed") : ` (BENCH_PRESAVES=${RELEASE_DAY_TARGET.preSaves} measures it)`}`,
  );
  // Newsletters at 2,000 and 20,000 subscribers (BENCH_NEWSLETTER_SIZES): per-recipient cost, time, a restart after a crash.
  printNewsletterBench(await benchNewsletters(repos, newsletterBenchSizes()));
  // Promo campaigns sent to 200 and 2,000 contacts (BENCH_PROMO_SIZES): time, per-recipient cost, a send stopped halfway.
  printPromoBench(await benchPromo(repos, data.releases[0]!, promoBenchSizes()));
  await stack.stop();
  // The next `npm start` on this data: the Node emulator replays the journal before anything answers.
  const journalFile = join(config.dataDir, "firestore.journal");
  if (existsSync(journalFile)) {
    t = Date.now();
    const replayed = await startNodeFirestore(0, journalFile); // any free port: nothing connects
    await replayed.stop();
    console.log(
      `\nLocal stack restart on this data: the Firestore journal's ${replayed.restored.toLocaleString("en-US")} documents replayed in ${seconds(Date.now() - t)}`,
    );
  }
} finally {
  await stack.stop();
  if (process.env.BENCH_KEEP !== "1") await rm(config.dataDir, { recursive: true, force: true });
}
const soakMinutes = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
if (soakMinutes > 0) {
  console.log("");
  printSoak(await runSoak({ minutes: soakMinutes }));
}
process.exit(0);
