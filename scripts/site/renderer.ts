import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync, closeSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import type { buildJobSchema } from "../../src/lib/site/build";
import { serializeCatalog, serializeDated } from "../../src/lib/site/catalogSnapshot";
import { listFiles } from "./folderFiles";

/** Astro's server chunks in a build's output folder: the renderer's own code, never part of the site. */
const SERVER_CHUNKS = ".prerender";

/**
 * The site builder's warm renderer (docs/incremental-builds.md#the-warm-renderer):
 * a long-lived process (scripts/site/warmRenderer.ts) that has built the
 * site's pages once and renders any later job's pages from memory. The
 * builder's first full build starts it (its own `astro build` is that
 * build: one build's time for both), else the first job does; each later
 * job costs only the rendering of its pages. A job that fails rejects (the
 * pass acknowledges nothing and is retried); a process that died is started
 * again by the next job.
 */
/**
 * A render request: the job's file, and which of its pages to render (a preview's paths, the pages the
 * report its planning writes names, or every page), so that the process need not read the job file a second
 * time for them.
 */
export const renderRequestSchema = z.object({
  id: z.number(),
  jobFile: z.string(),
  into: z.string(),
  pages: z.union([z.object({ paths: z.array(z.string()) }), z.object({ reportFile: z.string() }), z.literal("all")]),
});
export const renderReplySchema = z.union([
  z.object({ id: z.number(), files: z.array(z.string()) }),
  z.object({ id: z.number(), error: z.string() }),
]);
export type RenderRequest = z.output<typeof renderRequestSchema>;
export type RenderReply = z.output<typeof renderReplySchema>;

export type RenderJob = z.input<typeof buildJobSchema>;

/** What a full build through the renderer wrote. */
export interface FullBuildOutput {
  /** The folder it wrote into. */
  dir: string;
  /** Its files, relative to `dir`. */
  files: string[];
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

interface Running {
  child: ChildProcess;
  /** Whether its start was a full build (which wrote the fixed pages a full job does not render again). */
  whole: boolean;
  /** Whether the builder has moved every file of that full build into the served folder (`startMoved`). */
  moved: boolean;
  exited: Promise<void>;
  waiting: Map<number, { resolve: (files: string[]) => void; reject: (error: Error) => void }>;
}

export function createWarmRenderer(options: WarmRendererOptions) {
  const log = options.log ?? (() => {});
  const jobsDir = join(options.workDir, "jobs");
  /** The warm build's output folder: no page, only the hashed scripts the rendered pages name. */
  const outDir = join(options.workDir, "warm-out");
  const logFile = join(options.logDir, "site-renderer.log");
  /** The process, from the moment it is asked for (a second job waits for the same start). */
  let running: Promise<Running> | null = null;
  let sequence = 0;

  /** Writes a job under a new number, which its reply carries back. */
  async function writeJob(job: RenderJob): Promise<{ file: string; id: number }> {
    // Numbered before any await: two jobs written at once (a warm-up's and a change's) never share a number.
    const id = ++sequence;
    await mkdir(jobsDir, { recursive: true });
    // A new name per job: the renderer reads a job once per file name (src/lib/site/build.ts).
    const file = join(jobsDir, `job-${process.pid}-${id}.json`);
    // Dated JSON: a pass's documents carry dates (src/lib/site/jobCatalog.ts).
    await writeFile(file, serializeDated(job));
    return { file, id };
  }

  /** A start job that renders no page (it only needs a catalog to plan from). */
  async function emptyJob(): Promise<RenderJob> {
    // It needs neither the builder's catalog nor Firestore: an empty catalog plans it.
    const emptyCatalog = join(jobsDir, "empty-catalog.json");
    await mkdir(jobsDir, { recursive: true });
    await writeFile(emptyCatalog, serializeCatalog({ artists: [], releases: [], links: [], posts: [] }));
    return { mode: "preview", paths: [], catalogFile: emptyCatalog };
  }

  /** Starts the process with `startJob` as its `astro build` (into `outDir`); ready once Astro has written its pages. */
  async function launch(startJob: RenderJob, onExit: () => void): Promise<Running> {
    const { file: warmup } = await writeJob(startJob);
    const started = Date.now();
    mkdirSync(options.logDir, { recursive: true });
    const out = openSync(logFile, "a");
    // SITE_CPU_PROF_DIR (npm run bench:build's BENCH_CPU_PROF): a CPU profile of the process, written when it ends
    // (Node refuses --cpu-prof in NODE_OPTIONS).
    const profile = options.env.SITE_CPU_PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${options.env.SITE_CPU_PROF_DIR}`] : [];
    const child = spawn(process.execPath, [...profile, "--import", "tsx", join(options.root, "scripts/site/warmRenderer.ts")], {
      cwd: options.root,
      // Its own cache: a full build may run beside it.
      env: { ...options.env, SITE_OUT_DIR: outDir, SITE_BUILD_JOB: warmup, ASTRO_CACHE_DIR: join(options.workDir, "warm-cache") },
      stdio: ["ignore", out, out, "ipc"],
    });
    closeSync(out);
    // A failed spawn or send is reported where it happens (exit, the send's callback), not as an uncaught error.
    child.on("error", (error) => log(`site: renderer: ${error.message}`));
    const waiting: Running["waiting"] = new Map();
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const ready = new Promise<void>((resolve, reject) => {
      child.on("message", (raw) => {
        if (raw === "ready") return resolve();
        const reply = renderReplySchema.parse(raw);
        const pending = waiting.get(reply.id);
        waiting.delete(reply.id);
        if ("error" in reply) pending?.reject(new Error(`Site render failed: ${reply.error}`));
        else pending?.resolve(reply.files);
      });
      void exited.then(() => {
        const error = new Error(`The site renderer exited (log: ${logFile})`);
        reject(error);
        for (const pending of waiting.values()) pending.reject(error);
        waiting.clear();
        onExit();
      });
    });
    await ready;
    log(
      `site: renderer warm in ${((Date.now() - started) / 1000).toFixed(1)} s${startJob.mode === "full" ? " (its start: the full build)" : ""}`,
    );
    await rm(warmup, { force: true });
    return { child, exited, waiting, whole: startJob.mode === "full", moved: false };
  }

  function start(startJob?: RenderJob): Promise<Running> {
    if (running) return running;
    // A process that failed to start or exited leaves nothing behind: the next job starts another.
    const forget = () => {
      if (running === launching) running = null;
    };
    const launching = (startJob ? Promise.resolve(startJob) : emptyJob()).then((job) => launch(job, forget));
    running = launching;
    launching.catch(forget);
    return launching;
  }

  /** Renders a job's pages into `into`; resolves with their files (relative to `into`). */
  async function render(job: RenderJob, into: string): Promise<string[]> {
    const current = await start();
    const { file: jobFile, id } = await writeJob(job);
    try {
      return await new Promise<string[]>((resolve, reject) => {
        current.waiting.set(id, { resolve, reject });
        const pages = job.mode === "preview" ? { paths: job.paths ?? [] } : job.reportFile ? { reportFile: job.reportFile } : "all";
        current.child.send({ id, jobFile, into, pages } satisfies RenderRequest, (error) => {
          if (!error) return;
          current.waiting.delete(id);
          reject(error);
        });
      });
    } finally {
      await rm(jobFile, { force: true });
    }
  }

  async function stop() {
    const current = await running?.catch(() => null);
    running = null;
    if (!current || current.child.exitCode !== null || current.child.signalCode !== null) return;
    current.child.kill("SIGTERM");
    await current.exited;
  }

  return {
    /** Starts the process now (with a job that renders no page), so that the first change does not wait for it. */
    async warm(): Promise<void> {
      await start();
    },
    /**
     * The process's own build output, but for the server chunks it renders from (`.prerender/`): the hashed
     * scripts and public files the rendered pages name (copied into the served folder before the pages).
     */
    async buildFiles(): Promise<{ dir: string; files: string[] }> {
      // Moved out whole, the start's output is only its emptied folders, one per page: 7,000 at catalogue scale,
      // which every pass would walk for nothing.
      const current = await running?.catch(() => null);
      if (current?.moved) return { dir: outDir, files: [] };
      return { dir: outDir, files: await listFiles(outDir, SERVER_CHUNKS) };
    },
    /** The builder has moved every file a full build that started the process wrote (`fullBuild`'s whole output). */
    async startMoved(): Promise<void> {
      const current = await running?.catch(() => null);
      if (current?.whole) current.moved = true;
    },
    /**
     * A full build's job (mode "full"). Unless a process started by a full build is running, the process
     * starts with it (after the one running, if any, ends): its `astro build` is the full build, into its
     * own output folder, and it then stays warm for the jobs to come, every page's modules loaded. Else the
     * running process renders the job's content pages into `into`; the fixed pages, bundles and public
     * files are those its start wrote, with the same code.
     */
    async fullBuild(job: RenderJob, into: string): Promise<FullBuildOutput> {
      const current = await running?.catch(() => null);
      if (!current?.whole) {
        await stop();
        await start(job);
        return { dir: outDir, files: await listFiles(outDir, SERVER_CHUNKS), whole: true };
      }
      await rm(into, { recursive: true, force: true });
      return { dir: into, files: await render(job, into), whole: false };
    },
    render,
    /** Ends the process (a job under way is abandoned; its pass acknowledges nothing). */
    stop,
  };
}

export type WarmRenderer = ReturnType<typeof createWarmRenderer>;
