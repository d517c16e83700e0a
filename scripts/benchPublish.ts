import { randomUUID } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { SYSTEM_ACTOR } from "../src/lib/domain/publishing";
import { pressPostPath } from "../src/lib/site/paths";
import { outputFileOf } from "../src/lib/site/pendingChanges";
import { benchSiteBuilder, benchStackEnv } from "./benchStackEnv";
import { benchEdits, EDIT_TARGET, printBenchEdits, waitUntil } from "./benchEdits";
import { startStack } from "./stack";
import { stackConfig } from "./stack/config";

/**
 * `npm run bench:publish` (also run by `npm run bench`, before its data
 * set): publishing on the seeded site (docs/benchmarks.md#save--live), on
 * emulators of its own (ports 20900 above the defaults, moved by
 * TEST_PORT_OFFSET; data in .data/bench-publish, deleted afterwards unless
 * BENCH_KEEP=1). The site builder runs as `npm start` runs it (full build,
 * then the warm renderer, woken by change notifications): SAVE → file live
 * over BENCH_EDITS edits (default 20: a press post, a release, an artist and
 * a track in turn), five preview opens, then a scheduled publish: a draft
 * post scheduled by the seeded admin, timed from the scheduled-publish
 * job's run to the post's page in the served folder.
 */
/** docs/benchmarks.md#save--live: a scheduled item live within a second of its job's run. */
export const SCHEDULED_TARGET_MS = 1000;

Object.assign(process.env, benchStackEnv(20900, ".data/bench-publish"), { STACK_SEED: "1" });
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const edits = process.env.BENCH_EDITS ? Number(process.env.BENCH_EDITS) : 20;

const config = stackConfig(process.env);
console.log(`Publishing on the seeded site: starting emulators (data in ${config.dataDir})…`);
const stack = await startStack(config);
try {
  const { createRepositories } = await import("../src/lib/data");
  const { runScheduledPublish } = await import("../src/lib/jobs/scheduledPublish");
  const repos = createRepositories();
  const builder = benchSiteBuilder(config, { ...process.env, ...stack.env }, repos);
  const t = Date.now();
  const full = await builder.fullBuild();
  console.log(
    `Full build of the seeded site, the warm renderer's start (one astro build; then ready for edits): ${seconds(Date.now() - t)}, ${Object.keys(full.rendered).length} content pages`,
  );

  const now = new Date();
  const [artists, releases, posts] = await Promise.all([
    repos.artists.query((c) => c),
    repos.releases.query((c) => c),
    repos.pressPosts.query((c) => c),
  ]);
  printBenchEdits(
    await benchEdits(repos, builder, config.siteDir, { artists, releases, posts }, now, edits),
    "seeded site",
    EDIT_TARGET.seeded,
  );

  // A scheduled publish: the schedule is due, the job runs (as the scheduler runs it every minute), the page goes live.
  const post = {
    ...posts.find((p) => p.is_published)!,
    id: randomUUID(),
    slug: `scheduled-${randomUUID().slice(0, 8)}`,
    title: "Scheduled for the bench",
    is_published: false,
    published_at: null,
  };
  await repos.pressPosts.set(post);
  const schedule = {
    id: randomUUID(),
    name: null,
    action: "publish" as const,
    at: new Date(Date.now() - 1000),
    items: [{ entity: "press_posts" as const, id: post.id }],
    scheduled_by: "seed-admin",
    created_at: new Date(),
  };
  await repos.publishSchedules.add(
    schedule,
    repos.auditLog.recorder({ actor: SYSTEM_ACTOR, action: "schedule", entity: "schedules", entityId: schedule.id, label: "bench" }),
  );
  builder.start();
  try {
    // The edits' end stopped the renderer: a running site's is warm.
    await builder.warm();
    const started = performance.now();
    const { fileStore } = await import("../src/lib/files");
    const { contentWriter } = await import("../src/lib/data/catalog/contentWriter");
    // With the system's content writer, as the job's operation hands it.
    const writer = contentWriter(repos, SYSTEM_ACTOR);
    const outcome = await runScheduledPublish({ repos, files: fileStore(), now: new Date(), log: () => {}, writer });
    const page = join(config.siteDir, outputFileOf(pressPostPath(post.slug)));
    await waitUntil(async () => (await readFile(page, "utf8").catch(() => "")).includes(post.title));
    const ms = performance.now() - started;
    console.log(
      `Scheduled publish: the post's page live ${seconds(ms)} after the job's run began (${outcome}; target ≤ ${seconds(SCHEDULED_TARGET_MS)}: ${ms <= SCHEDULED_TARGET_MS ? "met" : "missed"})`,
    );
  } finally {
    await builder.stop();
  }
} finally {
  await stack.stop();
  if (process.env.BENCH_KEEP !== "1") await rm(config.dataDir, { recursive: true, force: true });
}
process.exit(0);
