import { availableParallelism } from "node:os";
import { rm } from "node:fs/promises";
import { listFiles } from "./folderFiles";
import type { RenderJob, Rendered } from "./renderProtocol";
import { createRendererProcess, SERVER_CHUNKS, type RendererProcess, type RenderOptions } from "./rendererProcess";

/**
 * The site builder's warm renderer (docs/incremental-builds.md#the-warm-renderer):
 * long-lived processes (scripts/site/warmRenderer.ts) that have built the
 * site's pages once and render any later job's pages from memory. The
 * builder's first full build starts the first process (its own `astro
 * build` is that build: one build's time for both), else the first job
 * does; each later job costs only the rendering of its pages. A job that
 * fails rejects (the pass acknowledges nothing and is retried); a process
 * that died is started again by the next job.
 *
 * Passes and previews render in the first process. A later full build, a
 * job of thousands of pages, is shared with the others (one a core, up to
 * `SITE_RENDERERS`): each renders every n-th page of the plan
 * (src/lib/site/build.ts, `shard`). They start once the first process's
 * start is done, from a job that renders nothing.
 */

/** What a full build through the renderer wrote. */
export interface FullBuildOutput {
  /** The folder it wrote into. */
  dir: string;
  /** Its files, relative to `dir`. */
  files: string[];
  /** The pages it did not write, their files in the folder it was compared with being the same (a later build's). */
  unchanged: string[];
  /**
   * True when the build was the process's own start: every file of the site (pages, fixed pages, bundles,
   * public files); false when a running process rendered the job: its content pages only, the fixed pages,
   * bundles and public files being those its start wrote (the code has not changed since).
   */
  whole: boolean;
}

export interface WarmRendererOptions {
  root: string;
  env: NodeJS.ProcessEnv;
  /** Scratch space: job files and the warm build's own output (its `_astro/` scripts). */
  workDir: string;
  logDir: string;
  log?: (message: string) => void;
}

/** Processes a builder keeps: SITE_RENDERERS, else one a core, at most two (a third core serves the emulators or the builder). */
export function rendererCount(env: NodeJS.ProcessEnv): number {
  const asked = Number(env.SITE_RENDERERS);
  return Number.isInteger(asked) && asked >= 1 ? asked : Math.min(2, availableParallelism());
}

/** The hashed scripts and styles a build wrote: the same code bundles to the same names in every process. */
const bundlesOf = (files: readonly string[]) => files.filter((file) => file.startsWith("_astro/")).sort();

export function createWarmRenderer(options: WarmRendererOptions) {
  const log = options.log ?? (() => {});
  const [first, ...others] = Array.from({ length: rendererCount(options.env) }, (_, i) =>
    createRendererProcess(options, i === 0 ? "" : `-${i + 1}`),
  );
  const main = first!;
  /** The bundles of the first process's start, which every page another process renders must name too. */
  let bundles: string[] | null = null;
  /** The other processes whose start bundled the same scripts (checked once each is ready). */
  const matching = new WeakSet<RendererProcess>();
  /** The other processes' starts after the last start of the first (settled once each helps or gave up). */
  let helping: Promise<void> = Promise.resolve();

  /** Starts another process from a job that renders nothing; it helps with full builds once its bundles match. */
  async function startHelper(helper: RendererProcess): Promise<void> {
    await helper.start();
    const own = bundlesOf(await listFiles(helper.outDir, SERVER_CHUNKS));
    if (bundles && own.join("\n") === bundles.join("\n")) matching.add(helper);
    else {
      log(`site: renderer ${helper.outDir} bundled other scripts than the first: it renders no page`);
      await helper.stop();
    }
  }

  /**
   * A later full build shared between the ready processes: the first plans it (reads the catalog, writes
   * its snapshot and the report), then each renders every n-th page of that plan into `into`.
   */
  async function sharedFullBuild(job: RenderJob, into: string, how: RenderOptions, helpers: RendererProcess[]) {
    const { unchangedIn } = how;
    const count = helpers.length + 1;
    let planned!: () => void;
    const plan = new Promise<void>((resolve) => (planned = resolve));
    const onPlanned = () => {
      planned();
      how.onPlanned?.();
    };
    const mainPart = main.render({ ...job, shard: { index: 0, count } }, into, { unchangedIn, onPlanned });
    const parts: Promise<Rendered>[] = [mainPart];
    // A first part that fails before planning leaves nothing for the others to render from.
    if (
      await Promise.race([
        plan.then(() => true),
        mainPart.then(
          () => false,
          () => false,
        ),
      ])
    ) {
      const catalogFile = job.catalogOut ?? job.catalogFile;
      for (const [i, helper] of helpers.entries())
        parts.push(
          helper.render(
            {
              mode: "full",
              catalogFile,
              catalogVersion: job.catalogVersion,
              catalogPasses: job.catalogPasses,
              // A snapshot the first part writes now, or one the builder wrote fresh from its own read.
              catalogFresh: job.catalogOut !== undefined || job.catalogFresh === true,
              now: job.now,
              shard: { index: i + 1, count },
            },
            into,
            { unchangedIn, pagesFrom: job.reportFile },
          ),
        );
    }
    // Every part settles before the build does: none writes into `into` once the builder moves on.
    const settled = await Promise.allSettled(parts);
    const failed = settled.find((part) => part.status === "rejected");
    if (failed) throw failed.reason;
    const done = settled.map((part) => (part as PromiseFulfilledResult<Rendered>).value);
    return { files: done.flatMap((part) => part.files), unchanged: done.flatMap((part) => part.unchanged) };
  }

  async function stopAll() {
    await Promise.all([main.stop(), ...others.map((helper) => helper.stop())]);
  }

  return {
    /** Starts the first process now (with a job that renders no page), so that the first change does not wait for it. */
    async warm(): Promise<void> {
      await main.start();
    },
    /** The first process's build output but its server chunks: the hashed scripts and public files pages name. */
    buildFiles: main.buildFiles,
    /** The builder has moved every file a full build that started the first process wrote (`fullBuild`'s whole output). */
    startMoved: main.startMoved,
    /**
     * A full build's job (mode "full"). Unless a process started by a full build is running, the first process
     * starts with it (after the ones running, if any, end): its `astro build` is the full build, into its
     * own output folder, and it then stays warm for the jobs to come, every page's modules loaded; the others
     * start after it. Else the running processes render the job's content pages into `into`; the fixed
     * pages, bundles and public files are those the start wrote, with the same code. With `unchangedIn`,
     * that job writes only the pages whose bytes differ from their file there; `onPlanned` is called once its
     * catalog snapshot is written.
     */
    async fullBuild(job: RenderJob, into: string, how: Omit<RenderOptions, "pagesFrom"> = {}): Promise<FullBuildOutput> {
      if (!(await main.isWhole())) {
        await stopAll();
        bundles = null;
        for (const helper of others) matching.delete(helper);
        await main.start(job);
        const files = await listFiles(main.outDir, SERVER_CHUNKS);
        bundles = bundlesOf(files);
        // The others start once the first is up, so that the start (every `npm start`'s build) is not slowed by their bundling.
        helping = Promise.all(
          others.map((helper) =>
            startHelper(helper).catch((error: unknown) => log(`site: renderer ${helper.outDir} did not start: ${String(error)}`)),
          ),
        ).then(() => {});
        return { dir: main.outDir, files, unchanged: [], whole: true };
      }
      await rm(into, { recursive: true, force: true });
      const helpers = others.filter((helper) => helper.isReady() && matching.has(helper));
      // Shared only when the others have a snapshot and a report to render from (the builder's jobs have both).
      const shareable = helpers.length > 0 && job.reportFile && (job.catalogOut ?? job.catalogFile);
      const rendered = shareable ? await sharedFullBuild(job, into, how, helpers) : await main.render(job, into, how);
      return { dir: into, ...rendered, whole: false };
    },
    /** Whether the first process was started by a full build and runs: a full build now is a later one, its pages only. */
    isWhole: main.isWhole,
    /** Settles once the processes started after the first are ready to share full builds (or gave up). */
    helpersReady: () => helping,
    /** Renders a job's pages in the first process (see RendererProcess.render). */
    render: main.render,
    /** Ends the processes (a job under way is abandoned; its pass acknowledges nothing). */
    stop: stopAll,
  };
}

export type WarmRenderer = ReturnType<typeof createWarmRenderer>;
