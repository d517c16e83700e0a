import { copyFile, mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { LABEL } from "../../src/config/label";
import type { Repositories } from "../../src/lib/data";
import { mediaStore, type FileStore } from "../../src/lib/files";
import { todayIsoDate } from "../../src/lib/domain/shared";
import type { buildJobSchema } from "../../src/lib/site/build";
import type { z } from "zod";
import type { Catalog } from "../../src/lib/site/catalog";
import { applyCatalogUpdates, parseCatalog, serializeCatalog } from "../../src/lib/site/catalogSnapshot";
import { fetchCatalogUpdates, loadCatalog } from "../../src/lib/site/loadCatalog";
import type { SiteChange } from "../../src/lib/site/dependencies";
import { applyReport, buildManifestSchema, buildReportSchema, type BuildManifest, type BuildReport } from "../../src/lib/site/manifest";
import { copyReferencedMedia } from "./mediaCopy";
import { outputFileOf, pendingSiteChanges, warmUpPaths } from "../../src/lib/site/pendingChanges";
import { PREVIEW_HTML_MAX, type ContentChange, type Preview } from "../../src/lib/domain/publishing";
import { previewArtistIds, previewCatalog, previewPagePath } from "../../src/lib/site/preview";
import { nextPreview } from "../../src/lib/site/previewQueue";
import { startProcess } from "../stack/processes";
import { createWarmRenderer } from "./renderer";

/**
 * Builds the site and keeps it current. `fullBuild` renders everything into
 * the served folder and records the manifest (page → what it was rendered
 * from) and the catalog it read. `start` polls the content_changes queue;
 * for each batch of changes the builder reads the changed documents again,
 * patches its catalog, and the warm renderer (scripts/site/renderer.ts: the
 * site's pages kept loaded between passes) renders from it only the
 * affected pages into a scratch folder,
 * then their files are copied into the served folder (each by an atomic
 * rename), pages that no longer exist are deleted, the manifest is updated
 * and the changes are acknowledged. A change notification (a listener on
 * the queue and on the waiting previews) wakes it at once; the poll is the
 * fallback. A new calendar day counts as a change
 * too (on the label's clock, LABEL.timeZone): it re-renders the pages of
 * releases whose release moment has come.
 */
export interface SiteBuilderOptions {
  root: string;
  /** Environment of the build (emulator hosts, public config). */
  env: NodeJS.ProcessEnv;
  /** The served folder. */
  outDir: string;
  /** Scratch space: manifest, job files, incremental output. */
  workDir: string;
  /** Where the build's output is logged (site-build.log). */
  logDir: string;
  repos: Repositories;
  log?: (message: string) => void;
  /** Between passes (default: 2 s while change notifications wake the builder, 250 ms without them). */
  pollMs?: number;
  /** Build time override (tests). */
  now?: () => Date;
  /** Whether a full build also starts the warm renderer for the passes after it (default true; false for a one-off build). */
  keepWarm?: boolean;
  /** Where uploaded images' variants are read from (default: this environment's media store). */
  mediaFiles?: () => FileStore;
  /**
   * Whether a pass acknowledges its changes once its files are in the
   * folder (default true: the folder is what visitors see). False when the
   * folder is only a step towards where they are served: the Hosting
   * publisher acknowledges them after its release is live
   * (scripts/site/hostingPublisher.ts), so a failed upload loses no change.
   */
  acknowledgeChanges?: boolean;
}

export interface RebuildResult {
  changes: SiteChange[];
  rendered: string[];
  removed: string[];
  /** From picking up the changes to the files being live. */
  ms: number;
}

const RETRY_MS = 10_000;
/**
 * Between passes when no change notification can wake the builder: with a
 * pass of well under a second (the warm renderer), a one-second poll would
 * be most of an edit's wait.
 */
const POLL_MS = 250;
/** Between passes while notifications wake it: the poll only catches a new day (and a notification that never came). */
const NOTIFIED_POLL_MS = 2_000;
const PREVIEW_CLEANUP_MS = 60_000;

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function writeAtomically(file: string, data: string | Buffer) {
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

async function copyAtomically(from: string, to: string) {
  await mkdir(dirname(to), { recursive: true });
  const temp = `${to}.${process.pid}.tmp`;
  await copyFile(from, temp);
  await rename(temp, to);
}

export function createSiteBuilder(options: SiteBuilderOptions) {
  const { root, outDir, workDir, repos } = options;
  const log = options.log ?? (() => {});
  const now = options.now ?? (() => new Date());
  const acknowledge = (changes: ContentChange[]) =>
    options.acknowledgeChanges === false ? Promise.resolve() : repos.contentChanges.acknowledge(changes);
  const manifestFile = join(workDir, "manifest.json");
  const jobFile = join(workDir, "job.json");
  const reportFile = join(workDir, "report.json");
  const catalogFile = join(workDir, "catalog.json");
  /** The catalog the live site was built from, patched by each pass (read from Firestore when missing). */
  let catalog: Catalog | null = null;
  /** The live site's manifest, read from its file once: this builder is its only writer, and a poll must not re-parse it every second. */
  let manifest: BuildManifest | null = null;
  const scratchDir = join(workDir, "out");
  /** Preview builds: never the served folder, never dist/. */
  const previewDir = join(workDir, "preview-out");
  const previewCatalogFile = join(workDir, "preview-catalog.json");
  /** When expired previews were last deleted (ms; 0: not yet by this builder). */
  let lastCleanup = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  /** A pass is under way; `wokenDuringPass`: a notification came meanwhile, so another pass follows at once. */
  let passing = false;
  let wokenDuringPass = false;
  /** Unsubscribes the change notifications; null while the builder is not listening (stopped, or a listener failed). */
  let unwatch: (() => void) | null = null;
  /** The renderer's start and warm-up, once per builder (a renderer that exits is started again by its next job). */
  let warming: Promise<void> | null = null;
  /** Set by stop(): a pass under way renders no further preview. */
  let halted = false;

  /** Incremental and preview passes: pages rendered in milliseconds by a process that keeps them loaded. */
  const renderer = createWarmRenderer({ root, env: options.env, workDir, logDir: options.logDir, log });

  /** Runs `astro build` for a job into a folder (full builds). */
  async function runAstro(job: z.input<typeof buildJobSchema>, into: string): Promise<void> {
    await mkdir(workDir, { recursive: true });
    await writeFile(jobFile, JSON.stringify(job));
    // Never a synchronous child: the Node Firestore emulator may run in this
    // process and must keep answering the build's queries.
    const build = startProcess("site-build", join(root, "node_modules/.bin/astro"), ["build"], {
      cwd: root,
      env: { ...options.env, SITE_OUT_DIR: into, SITE_BUILD_JOB: jobFile },
      logDir: options.logDir,
    });
    const code = await build.exited;
    if (code !== 0) throw new Error(`Site build failed (log: ${build.logFile})`);
  }

  async function readReport(): Promise<BuildReport> {
    return buildReportSchema.parse(JSON.parse(await readFile(reportFile, "utf8")));
  }

  async function astroBuild(job: z.input<typeof buildJobSchema>, into: string): Promise<BuildReport> {
    await rm(reportFile, { force: true });
    await runAstro(job, into);
    return readReport();
  }

  /** Copies the variants of the images the site now shows that the served folder lacks. */
  async function copyMedia(shown: Catalog) {
    const result = await copyReferencedMedia(shown, outDir, (options.mediaFiles ?? mediaStore)());
    if (result.copied > 0) log(`site: ${result.copied} image file(s) copied`);
    if (result.missing.length > 0) log(`site: image files missing from the store: ${result.missing.join(", ")}`);
  }

  async function readManifest(): Promise<BuildManifest | null> {
    try {
      manifest ??= buildManifestSchema.parse(JSON.parse(await readFile(manifestFile, "utf8")));
    } catch {
      return null;
    }
    return manifest;
  }

  async function writeManifest(next: BuildManifest) {
    await writeAtomically(manifestFile, JSON.stringify(next));
    manifest = next;
  }

  /**
   * Renders one page of each kind of the live site into a folder nobody
   * serves, so that the first change after a start finds every module its
   * pages need loaded (the first job otherwise took 12 s).
   */
  async function warmUp(): Promise<void> {
    const live = await readManifest();
    if (!live || !(await exists(catalogFile))) return;
    const started = Date.now();
    const paths = warmUpPaths(Object.keys(live.pages));
    const into = join(workDir, "warm-up-out");
    await renderer.render({ mode: "preview", paths, catalogFile, now: now().toISOString() }, into);
    await rm(into, { recursive: true, force: true });
    log(`site: renderer warmed up with ${paths.length} page(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  /**
   * Starts the warm renderer if it is not running yet and has it render a
   * page of each kind, so that the next change waits for neither. After a
   * full build (never beside one: both are a whole build's CPU).
   */
  function warm(): Promise<void> {
    warming ??= renderer.warm().then(warmUp);
    const started = warming;
    started.catch((error: unknown) => {
      if (warming === started) warming = null;
      log(`site: the renderer did not start: ${error instanceof Error ? error.message : String(error)}`);
    });
    return started;
  }

  /** Renders the whole site into the served folder; changes recorded before it started are covered by it. */
  async function fullBuild(): Promise<BuildReport> {
    const startedAt = now();
    const pending = await repos.contentChanges.listPending();
    const report = await astroBuild(
      { mode: "full", changes: [], reportFile, catalogOut: catalogFile, now: startedAt.toISOString() },
      outDir,
    );
    await writeManifest(applyReport(null, report));
    catalog = parseCatalog(await readFile(catalogFile, "utf8"));
    await copyMedia(catalog);
    await acknowledge(pending.filter((c) => c.at.getTime() <= startedAt.getTime()));
    // The renderer of the passes to come starts once the build is done, not beside it: both are one whole build's CPU.
    if (options.keepWarm !== false) void warm().catch(() => {});
    return report;
  }

  /** Copies the scripts and styles of a build the served folder lacks (hashed names: never overwritten). */
  async function copyNewAssets(assets: string) {
    if (!(await exists(assets))) return;
    for (const name of await readdir(assets)) {
      const target = join(outDir, "_astro", name);
      if (!(await exists(target))) await copyAtomically(join(assets, name), target);
    }
  }

  /** Copies the rendered pages (and any new script or style) into the served folder and deletes removed pages. */
  async function publish(report: BuildReport) {
    await copyNewAssets(renderer.assetsDir);
    for (const path of Object.keys(report.rendered)) {
      const file = outputFileOf(path);
      const source = join(scratchDir, file);
      if (await exists(source)) await copyAtomically(source, join(outDir, file));
      else log(`site: ${path} was selected but not rendered`);
    }
    for (const path of report.removed) {
      const file = join(outDir, outputFileOf(path));
      await rm(file, { force: true });
      // Leaves no empty folder behind (…/old-slug/index.html → …/old-slug/).
      let dir = dirname(file);
      while (dir.startsWith(outDir) && dir !== outDir) {
        if ((await readdir(dir).catch(() => ["?"])).length > 0) break;
        await rmdir(dir).catch(() => {});
        dir = dirname(dir);
      }
    }
  }

  /**
   * Renders one preview (docs/preview.md): the kept catalog with the draft
   * patched in, only the draft's page, into a scratch folder the site never
   * serves; the page is stored in the preview document, never in the
   * served folder. Only the hashed scripts and styles it names are copied
   * there, as any build's are.
   */
  async function renderPreview(preview: Preview): Promise<void> {
    const started = Date.now();
    const live = catalog ?? (await loadCatalog(repos, "throw"));
    const unpublished = (await repos.artists.getMany(previewArtistIds(preview.draft))).filter((a) => !a.is_published);
    const shown = previewCatalog(live, preview.draft, unpublished);
    const path = previewPagePath(shown, preview.draft);
    if (!path) {
      await repos.previews.finish(preview.id, { status: "failed", path: null, html: null });
      log(`site: preview ${preview.id} has no page (no public artist)`);
      return;
    }
    await rm(previewDir, { recursive: true, force: true });
    await writeAtomically(previewCatalogFile, serializeCatalog(shown));
    await renderer.render({ mode: "preview", paths: [path], catalogFile: previewCatalogFile, now: now().toISOString() }, previewDir);
    const html = await readFile(join(previewDir, outputFileOf(path)), "utf8").catch(() => null);
    const fits = html !== null && html.length <= PREVIEW_HTML_MAX;
    if (fits) await copyNewAssets(renderer.assetsDir);
    await repos.previews.finish(preview.id, fits ? { status: "ready", path, html } : { status: "failed", path, html: null });
    await rm(previewDir, { recursive: true, force: true });
    log(`site: preview of ${path} ${fits ? "ready" : "failed"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  /** Whether the site itself has work waiting: a content change, or a new day on the label's clock. */
  async function siteChangesWaiting(): Promise<boolean> {
    const live = await readManifest();
    if (!live) return true;
    return pendingSiteChanges(await repos.contentChanges.listPending(), live, todayIsoDate(now(), LABEL.timeZone)).length > 0;
  }

  /**
   * Renders waiting previews one at a time for as long as the site has no
   * change waiting: a published change never waits behind more than the one
   * preview being rendered (about one incremental build), however many are
   * queued; the next pass builds it, then previews go on. Of a person's
   * previews of one item only the newest is rendered (`nextPreview`); the
   * superseded ones are marked failed. A failure marks that preview failed
   * and never stops the site's passes. Expired previews are deleted at most
   * once a minute, not on every one-second poll (an expired one is refused
   * when opened anyway), and an expired one still waiting is not rendered.
   */
  async function renderPreviews(): Promise<number> {
    const at = now();
    if (at.getTime() - lastCleanup >= PREVIEW_CLEANUP_MS) {
      const removed = await repos.previews.deleteExpired(at);
      lastCleanup = at.getTime();
      if (removed > 0) log(`site: ${removed} expired preview(s) deleted`);
    }
    // Each preview once per pass, even one whose outcome could not be stored.
    const tried = new Set<string>();
    while (!halted && !(await siteChangesWaiting())) {
      const waiting = (await repos.previews.pending()).filter((p) => !tried.has(p.id));
      const { next, superseded } = nextPreview(waiting, now());
      for (const old of superseded) await repos.previews.finish(old.id, { status: "failed", path: null, html: null });
      if (!next) break;
      tried.add(next.id);
      await renderPreview(next).catch(async (error: unknown) => {
        log(`site: preview ${next.id} failed: ${error instanceof Error ? error.message : String(error)}`);
        await repos.previews.finish(next.id, { status: "failed", path: null, html: null }).catch(() => false);
      });
    }
    return tried.size;
  }

  /** One pass: picks up pending changes and puts the affected pages live, then renders previews until a change waits again. Null when no page changed. */
  async function rebuildOnce(): Promise<RebuildResult | null> {
    const result = await rebuildSite();
    await renderPreviews();
    return result;
  }

  async function rebuildSite(): Promise<RebuildResult | null> {
    const started = Date.now();
    const live = await readManifest();
    if (!live) {
      log("site: no build manifest, rebuilding everything");
      await fullBuild();
      return null;
    }
    const at = now();
    const pending = await repos.contentChanges.listPending();
    const changes = pendingSiteChanges(pending, live, todayIsoDate(at, LABEL.timeZone));
    if (changes.length === 0) return null;

    const current = catalog ?? (await loadCatalog(repos, "throw"));
    const next = applyCatalogUpdates(current, await fetchCatalogUpdates(repos, pending));
    await writeAtomically(catalogFile, serializeCatalog(next));

    await rm(scratchDir, { recursive: true, force: true });
    await rm(reportFile, { force: true });
    await renderer.render({ mode: "incremental", changes, manifestFile, reportFile, catalogFile, now: at.toISOString() }, scratchDir);
    const report = await readReport();
    // Images first, so no page goes live before the files it names.
    await copyMedia(next);
    await publish(report);
    await writeManifest(applyReport(live, report));
    catalog = next;
    await acknowledge(pending);
    const result = { changes, rendered: Object.keys(report.rendered), removed: report.removed, ms: Date.now() - started };
    log(`site: ${result.rendered.length} page(s) updated, ${result.removed.length} removed in ${(result.ms / 1000).toFixed(1)} s`);
    return result;
  }

  function schedule(delay: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(pass, delay);
  }

  function pass() {
    timer = null;
    passing = true;
    wokenDuringPass = false;
    running = rebuildOnce().then(
      () => {
        passing = false;
        schedule(wokenDuringPass ? 0 : (options.pollMs ?? (unwatch ? NOTIFIED_POLL_MS : POLL_MS)));
      },
      (error: unknown) => {
        passing = false;
        log(`site: incremental build failed, retrying in ${RETRY_MS / 1000} s: ${error instanceof Error ? error.message : String(error)}`);
        schedule(RETRY_MS);
      },
    );
  }

  /** A change was queued (or a preview asked for): a pass now, or right after the one under way. */
  function wake() {
    if (stopped) return;
    if (passing) wokenDuringPass = true;
    else schedule(0);
  }

  /** Listens to the queue and the waiting previews; a listener that fails leaves the builder polling every 250 ms. */
  function listen() {
    const failed = (error: Error) => {
      log(`site: change notifications stopped, polling every ${POLL_MS} ms: ${error.message}`);
      unwatch?.();
      unwatch = null;
    };
    const stops = [repos.contentChanges.watchQueue(wake, failed), repos.previews.watchPending(wake, failed)];
    unwatch = () => stops.forEach((stop) => stop());
  }

  return {
    manifestFile,
    fullBuild,
    rebuildOnce,
    rebuildSite,
    renderPreviews,
    readManifest,
    warm,
    /** Starts the passes: woken by change notifications, polling as a fallback (and the warm renderer, if not yet running). */
    start() {
      if (!stopped) return;
      stopped = false;
      halted = false;
      void warm().catch(() => {});
      listen();
      schedule(0);
    },
    /** Stops the passes; a pass under way finishes first. */
    async stop() {
      stopped = true;
      halted = true;
      unwatch?.();
      unwatch = null;
      if (timer) clearTimeout(timer);
      await running.catch(() => {});
      await renderer.stop();
      // A later start() starts and warms up a renderer again.
      warming = null;
    },
  };
}

export type SiteBuilder = ReturnType<typeof createSiteBuilder>;
