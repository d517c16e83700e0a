import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync, closeSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import type { buildJobSchema } from "../../src/lib/site/build";
import { serializeCatalog } from "../../src/lib/site/catalogSnapshot";

/**
 * The site builder's warm renderer (docs/incremental-builds.md#the-warm-renderer):
 * a long-lived process (scripts/site/warmRenderer.ts) that has built the
 * site's pages once and renders any later job's pages from memory. The
 * first job starts it (one build's time); each later job costs only the
 * rendering of its pages. A job that fails rejects (the pass acknowledges
 * nothing and is retried); a process that died is started again by the
 * next job.
 */
export const renderRequestSchema = z.object({ id: z.number(), jobFile: z.string(), into: z.string() });
export const renderReplySchema = z.union([
  z.object({ id: z.number(), files: z.array(z.string()) }),
  z.object({ id: z.number(), error: z.string() }),
]);
export type RenderRequest = z.output<typeof renderRequestSchema>;
export type RenderReply = z.output<typeof renderReplySchema>;

export type RenderJob = z.input<typeof buildJobSchema>;

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
    await writeFile(file, JSON.stringify(job));
    return { file, id };
  }

  /** Starts the process with a job that renders no page (it only needs a catalog to plan from). */
  async function launch(onExit: () => void): Promise<Running> {
    // The warm-up renders no page: an empty catalog plans it, so it needs neither the builder's catalog nor Firestore.
    const emptyCatalog = join(jobsDir, "empty-catalog.json");
    await mkdir(jobsDir, { recursive: true });
    await writeFile(emptyCatalog, serializeCatalog({ artists: [], releases: [], links: [], posts: [] }));
    const { file: warmup } = await writeJob({ mode: "preview", paths: [], catalogFile: emptyCatalog });
    const started = Date.now();
    mkdirSync(options.logDir, { recursive: true });
    const out = openSync(logFile, "a");
    const child = spawn(process.execPath, ["--import", "tsx", join(options.root, "scripts/site/warmRenderer.ts")], {
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
    log(`site: renderer warm in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await rm(warmup, { force: true });
    return { child, exited, waiting };
  }

  function start(): Promise<Running> {
    if (running) return running;
    // A process that failed to start or exited leaves nothing behind: the next job starts another.
    const forget = () => {
      if (running === launching) running = null;
    };
    const launching = launch(forget);
    running = launching;
    launching.catch(forget);
    return launching;
  }

  return {
    /** Starts the process now (beside a full build), so that the first change does not wait for it. */
    async warm(): Promise<void> {
      await start();
    },
    /** Where the pages' hashed scripts are (copied into the served folder before the pages). */
    assetsDir: join(outDir, "_astro"),
    /** Renders a job's pages into `into`; resolves with their files (relative to `into`). */
    async render(job: RenderJob, into: string): Promise<string[]> {
      const current = await start();
      const { file: jobFile, id } = await writeJob(job);
      try {
        return await new Promise<string[]>((resolve, reject) => {
          current.waiting.set(id, { resolve, reject });
          current.child.send({ id, jobFile, into } satisfies RenderRequest, (error) => {
            if (!error) return;
            current.waiting.delete(id);
            reject(error);
          });
        });
      } finally {
        await rm(jobFile, { force: true });
      }
    },
    /** Ends the process (a job under way is abandoned; its pass acknowledges nothing). */
    async stop() {
      const current = await running?.catch(() => null);
      running = null;
      if (!current || current.child.exitCode !== null || current.child.signalCode !== null) return;
      current.child.kill("SIGTERM");
      await current.exited;
    },
  };
}

export type WarmRenderer = ReturnType<typeof createWarmRenderer>;
