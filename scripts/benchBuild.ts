import { rm } from "node:fs/promises";
import { resolve } from "node:path";
import { stackConfig } from "./stack/config";
import { startStack } from "./stack";
import { benchSiteBuilder, benchStackEnv } from "./benchStackEnv";
import { benchEdits, EDIT_TARGET, printBenchEdits } from "./benchEdits";
import { ARTISTS, POSTS, RELEASES, generateBenchCatalog, printSiteSize, writeBenchCatalog } from "./benchCatalog";
import { benchFullBuilds } from "./benchFullBuilds";

/**
 * `npm run bench:build`: only the site-build figures of `npm run bench`, on
 * the same data set (scripts/benchCatalog.ts) and its own emulators (ports
 * 20800 above the defaults, moved by TEST_PORT_OFFSET; data in
 * .data/bench-build, deleted afterwards unless BENCH_KEEP=1): the full build
 * BENCH_BUILD_ROUNDS times (default 3: the first is the warm renderer's
 * start, one `astro build`; the later ones are jobs of its processes, as a
 * builder's later full builds are: scripts/benchFullBuilds.ts), the site's bytes and the page
 * count if every track played, then BENCH_EDITS edits (default
 * 20: press post, release, artist and track in turn) timed from the write
 * to the page's file holding the new text, with the builder polling as
 * `npm start` runs it, then five preview opens (scripts/benchEdits.ts). BENCH_TRACKS
 * tracks a release (default 12; 0 for none). No uploaded images, cold starts, admin
 * lists or release day: a few minutes instead of the whole bench.
 *
 * BENCH_KEEP=1 then BENCH_REUSE=1 builds again from the data set the
 * last run kept, without writing it again (about a minute).
 *
 * BENCH_CPU_PROF=<dir> writes a CPU profile (.cpuprofile, open it in
 * Chrome's DevTools) of the renderer's process (its start's `astro build`,
 * the later full builds, the edits) into that folder when it ends.
 */
const reuse = process.env.BENCH_REUSE === "1";
const env = { ...benchStackEnv(20800, ".data/bench-build"), ...(reuse ? { STACK_FRESH: "0" } : {}) };
Object.assign(process.env, env);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const rounds = count("BENCH_BUILD_ROUNDS", 3);
const edits = count("BENCH_EDITS", 20);
const profileDir = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : null;

const config = stackConfig(process.env);
console.log(`Starting emulators (data in ${config.dataDir})…`);
const stack = await startStack(config);
try {
  const { createRepositories } = await import("../src/lib/data");
  const repos = createRepositories();
  const now = new Date();
  const data = generateBenchCatalog(now);
  const t = Date.now();
  if (reuse && (await repos.artists.collection.count().get()).data().count > 0) {
    console.log(`Building from the data set kept in ${config.dataDir}`);
  } else {
    await writeBenchCatalog(repos, data);
    console.log(
      `Wrote ${ARTISTS} artists, ${RELEASES} releases (${data.links.length} artist links, ${data.releases.reduce((n, r) => n + r.tracks.length, 0)} tracks), ${POSTS} press posts in ${seconds(Date.now() - t)}`,
    );
  }

  const buildEnv: NodeJS.ProcessEnv = { ...process.env, ...stack.env };
  if (profileDir) buildEnv.SITE_CPU_PROF_DIR = profileDir;
  // The builder's own word on each later full build: how many of its pages changed bytes and were written.
  const builder = benchSiteBuilder(config, buildEnv, repos, {
    log: (message) => message.startsWith("site: full build") && console.log(`  ${message.slice("site: ".length)}`),
  });

  const { fixedFiles } = await benchFullBuilds(builder, config.siteDir, rounds);
  await printSiteSize(config.siteDir, data, now, fixedFiles);

  // The first full build started the renderer (as `npm start` does): the edits measure passes through it.
  printBenchEdits(
    await benchEdits(repos, builder, config.siteDir, data, now, edits),
    `${RELEASES} releases, ${data.releases.reduce((n, r) => n + r.tracks.length, 0)} tracks`,
    EDIT_TARGET.catalogue,
  );
  if (profileDir) console.log(`CPU profiles of the builds in ${profileDir}`);
} finally {
  await stack.stop();
  if (process.env.BENCH_KEEP !== "1") await rm(config.dataDir, { recursive: true, force: true });
}
process.exit(0);
