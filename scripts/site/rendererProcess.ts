import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdirSync, openSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { serializeCatalog, serializeDated } from "../../src/lib/site/catalogSnapshot";
import { listFiles } from "./folderFiles";
import { renderReplySchema, type RenderJob, type RenderRequest, type Rendered } from "./renderProtocol";
import type { WarmRendererOptions } from "./renderer";

/** Astro's server chunks in a build's output folder: the renderer's own code, never part of the site. */
export const SERVER_CHUNKS = ".prerender";

/** How a job's pages are chosen and written, beyond the job file itself. */
export interface RenderOptions {
  /** The served folder: a page whose file there has the same bytes is not written but listed as unchanged. */
  unchangedIn?: string;
  /** The pages to render are those of this report (another process's part of the same full build wrote it). */
  pagesFrom?: string;
  /** Called once the job has planned: its catalog snapshot (`catalogOut`) and report are written. */
  onPlanned?: () => void;
}

interface Running {
  child: ChildProcess;
  /** Whether its start was a full build (which wrote the fixed pages a full job does not render again). */
  whole: boolean;
  /** Whether the builder has moved every file of that full build into the served folder (`startMoved`). */
  moved: boolean;
  exited: Promise<void>;
  waiting: Map<number, { resolve: (rendered: Rendered) => void; reject: (error: Error) => void; planned?: () => void }>;
}

/**
 * One warm renderer process (scripts/site/warmRenderer.ts): started with a
 * job as its own `astro build`, then rendering each later job from memory.
 * `name` tells its files apart from another process's of the same builder
 * (`""` for the first, `-2` for the second…).
 */
export function createRendererProcess(options: WarmRendererOptions, name: string) {
  const log = options.log ?? (() => {});
  const jobsDir = join(options.workDir, "jobs");
  /** The warm build's output folder: no page, only the hashed scripts the rendered pages name. */
  const outDir = join(options.workDir, `warm-out${name}`);
  const logFile = join(options.logDir, `site-renderer${name}.log`);
  /** The process, from the moment it is asked for (a second job waits for the same start). */
  let running: Promise<Running> | null = null;
  /** The process once it is ready, until it exits. */
  let ready: Running | null = null;
  let sequence = 0;

  /** Writes a job under a new number, which its reply carries back. */
  async function writeJob(job: RenderJob): Promise<{ file: string; id: number }> {
    // Numbered before any await: two jobs written at once (a warm-up's and a change's) never share a number.
    const id = ++sequence;
    await mkdir(jobsDir, { recursive: true });
    // A new name per job: the renderer reads a job once per file name (src/lib/site/build.ts).
    const file = join(jobsDir, `job-${process.pid}${name}-${id}.json`);
    // Dated JSON: a pass's documents carry dates (src/lib/site/jobCatalog.ts).
    await writeFile(file, serializeDated(job));
    return { file, id };
  }

  /** A start job that renders no page (it only needs a catalog to plan from). */
  async function emptyJob(): Promise<RenderJob> {
    // It needs neither the builder's catalog nor Firestore: an empty catalog plans it.
    const emptyCatalog = join(jobsDir, `empty-catalog${name}.json`);
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
      env: { ...options.env, SITE_OUT_DIR: outDir, SITE_BUILD_JOB: warmup, ASTRO_CACHE_DIR: join(options.workDir, `warm-cache${name}`) },
      stdio: ["ignore", out, out, "ipc"],
    });
    closeSync(out);
    // A failed spawn or send is reported where it happens (exit, the send's callback), not as an uncaught error.
    child.on("error", (error) => log(`site: renderer${name}: ${error.message}`));
    const waiting: Running["waiting"] = new Map();
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const loaded = new Promise<void>((resolve, reject) => {
      child.on("message", (raw) => {
        if (raw === "ready") return resolve();
        const reply = renderReplySchema.parse(raw);
        const pending = waiting.get(reply.id);
        if ("planned" in reply) return pending?.planned?.();
        waiting.delete(reply.id);
        if ("error" in reply) pending?.reject(new Error(`Site render failed: ${reply.error}`));
        else pending?.resolve({ files: reply.files, unchanged: reply.unchanged });
      });
      void exited.then(() => {
        const error = new Error(`The site renderer exited (log: ${logFile})`);
        reject(error);
        for (const pending of waiting.values()) pending.reject(error);
        waiting.clear();
        onExit();
      });
    });
    await loaded;
    log(
      `site: renderer${name} warm in ${((Date.now() - started) / 1000).toFixed(1)} s${startJob.mode === "full" ? " (its start: the full build)" : ""}`,
    );
    await rm(warmup, { force: true });
    return { child, exited, waiting, whole: startJob.mode === "full", moved: false };
  }

  function start(startJob?: RenderJob): Promise<Running> {
    if (running) return running;
    // A process that failed to start or exited leaves nothing behind: the next job starts another.
    const forget = () => {
      if (running !== launching) return;
      running = null;
      ready = null;
    };
    const launching = (startJob ? Promise.resolve(startJob) : emptyJob()).then((job) => launch(job, forget));
    running = launching;
    launching.then((process) => {
      if (running === launching) ready = process;
    }, forget);
    return launching;
  }

  /**
   * Renders a job's pages into `into`; resolves with their files (relative to `into`), and with the pages
   * `unchangedIn` already holds byte for byte.
   */
  async function render(job: RenderJob, into: string, how: RenderOptions = {}): Promise<Rendered> {
    const current = await start();
    const { file: jobFile, id } = await writeJob(job);
    try {
      return await new Promise<Rendered>((resolve, reject) => {
        current.waiting.set(id, { resolve, reject, planned: how.onPlanned });
        const reportFile = how.pagesFrom ?? job.reportFile;
        const pages = job.mode === "preview" ? { paths: job.paths ?? [] } : reportFile ? { reportFile } : "all";
        current.child.send({ id, jobFile, into, pages, unchangedIn: how.unchangedIn } satisfies RenderRequest, (error) => {
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
    ready = null;
    if (!current || current.child.exitCode !== null || current.child.signalCode !== null) return;
    current.child.kill("SIGTERM");
    await current.exited;
  }

  return {
    outDir,
    start,
    render,
    stop,
    /** Whether the process is loaded and waiting for jobs (not starting, not gone). */
    isReady: () => ready !== null,
    /** Whether a process started by a full build is running (its start wrote the fixed pages, bundles and public files). */
    async isWhole(): Promise<boolean> {
      return (await running?.catch(() => null))?.whole ?? false;
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
    /** The builder has moved every file of the full build that started the process. */
    async startMoved(): Promise<void> {
      const current = await running?.catch(() => null);
      if (current?.whole) current.moved = true;
    },
  };
}

export type RendererProcess = ReturnType<typeof createRendererProcess>;
