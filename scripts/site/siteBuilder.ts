import { copyFile, mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import pLimit from "p-limit";
import { LABEL } from "../../src/config/label";
import type { Repositories } from "../../src/lib/data";
import { mediaStore, type FileStore } from "../../src/lib/files";
import { todayIsoDate } from "../../src/lib/domain/shared";
import type { Catalog } from "../../src/lib/site/catalog";
import { applyCatalogUpdates, readFreshCatalog, serializeCatalog } from "../../src/lib/site/catalogSnapshot";
import { createSnapshotLedger, type CatalogPass } from "../../src/lib/site/jobCatalog";
import { fetchCatalogUpdates, loadCatalog } from "../../src/lib/site/loadCatalog";
import type { SiteChange } from "../../src/lib/site/dependencies";
import { applyReport, buildManifestSchema, buildReportSchema, type BuildManifest, type BuildReport } from "../../src/lib/site/manifest";
import { listFiles } from "./folderFiles";
import { copyReferencedMedia, referencedVariantPaths } from "./mediaCopy";
import { outputFileOf, pendingSiteChanges, warmUpPaths } from "../../src/lib/site/pendingChanges";
import { PREVIEW_HTML_MAX, type ContentChange, type Preview } from "../../src/lib/domain/publishing";
import { previewArtistIds, previewCatalog, previewPagePath } from "../../src/lib/site/preview";
import { nextPreview } from "../../src/lib/site/previewQueue";
import { createWarmRenderer, type FullBuildOutput } from "./renderer";
import type { RenderJob } from "./renderProtocol";

/**
 * Builds the site and keeps it current. `fullBuild` renders everything into
 * the served folder and records the manifest (page → what it was rendered
 * from) and the catalog it read; the first one is the warm renderer's own
 * start (one `astro build` a builder life, which then stays loaded).
 * `start` polls the content_changes queue; for each batch of changes the builder reads the changed documents again,
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
  /** Whether the warm renderer stays running after the full build that started it, for the passes after it (default true; false for a one-off build). */
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
  /** Passes after which the builder writes its catalog as a new snapshot (default 100; tests take fewer). */
  passesPerSnapshot?: number;
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

/** Puts a rendered file in place by one atomic rename (a copy first when the scratch folder is on another file system). */
async function moveAtomically(from: string, to: string) {
  await mkdir(dirname(to), { recursive: true });
  await rename(from, to).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EXDEV") throw error;
    return copyAtomically(from, to);
  });
}

/**
 * Files moved into the served folder at once: each move is a mkdir and a rename on libuv's threads, so a
 * full build's 7,000 moves one after another spent most of their time waiting.
 */
const MOVES_AT_ONCE = 16;

/** Moves each file of `files` from `from` into `to`, a few at once (each by one atomic rename). */
async function moveAll(from: string, to: string, files: readonly string[]) {
  const limit = pLimit(MOVES_AT_ONCE);
  await Promise.all(files.map((file) => limit(() => moveAtomically(join(from, file), join(to, file)))));
}

/** Deletes a file of the served folder and the folders it leaves empty (…/old-slug/index.html → …/old-slug/). */
async function removeFile(outDir: string, file: string) {
  await rm(file, { force: true });
  let dir = dirname(file);
  while (dir.startsWith(outDir) && dir !== outDir) {
    if ((await readdir(dir).catch(() => ["?"])).length > 0) break;
    await rmdir(dir).catch(() => {});
    dir = dirname(dir);
  }
}

export function createSiteBuilder(options: SiteBuilderOptions) {
  const { root, outDir, workDir, repos } = options;
  const log = options.log ?? (() => {});
  const now = options.now ?? (() => new Date());
  const acknowledge = (changes: ContentChange[]) =>
    options.acknowledgeChanges === false ? Promise.resolve() : repos.contentChanges.acknowledge(changes);
  const manifestFile = join(workDir, "manifest.json");
  const reportFile = join(workDir, "report.json");
  const catalogFile = join(workDir, "catalog.json");
  /** The catalog the live site was built from, patched by each pass (read from Firestore when missing). */
  let catalog: Catalog | null = null;
  /** How the renderer has that catalog: `catalogFile` as last written, and the passes since (src/lib/site/jobCatalog.ts). */
  const snapshot = createSnapshotLedger(catalogFile, { maxPasses: options.passesPerSnapshot });
  /** The live site's manifest, read from its file once: this builder is its only writer, and a poll must not re-parse it every second. */
  let manifest: BuildManifest | null = null;
  const scratchDir = join(workDir, "out");
  /** Preview builds: never the served folder, never dist/. */
  const previewDir = join(workDir, "preview-out");
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

  /**
   * Every build: the first full build is its start (a child process: the
   * Node Firestore emulator may run in this process and must keep answering
   * the build's queries), then incremental, preview and later full jobs are
   * rendered in milliseconds a page by the process that keeps them loaded.
   */
  const renderer = createWarmRenderer({ root, env: options.env, workDir, logDir: options.logDir, log });

  async function readReport(): Promise<BuildReport> {
    return buildReportSchema.parse(JSON.parse(await readFile(reportFile, "utf8")));
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

  /** The builder's catalog, written as a snapshot first if the renderer cannot rebuild it from the last one and its passes. */
  async function currentCatalog(): Promise<Catalog> {
    catalog ??= await loadCatalog(repos, "throw");
    if (snapshot.due()) {
      await writeAtomically(catalogFile, serializeCatalog(catalog));
      snapshot.written(snapshot.newId());
    }
    return catalog;
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
    await renderer.render({ mode: "preview", paths, ...snapshot.job(), now: now().toISOString() }, into);
    await rm(into, { recursive: true, force: true });
    log(`site: renderer warmed up with ${paths.length} page(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  /**
   * Starts the warm renderer if it is not running yet and has it render a
   * page of each kind, so that the next change waits for neither. Nothing
   * to do after a full build that started it: that build rendered every
   * page, so every module is loaded.
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

  /**
   * Renders the whole site into the served folder; changes recorded before it started are covered by it.
   * With no renderer running (a builder's start), the renderer's own `astro build` is this build: every page,
   * the fixed pages, the bundles and public files, into its folder, whence they are moved into the served
   * folder; the renderer then stays warm with every page's modules loaded (no warm-up, no second build).
   * With one running that a full build started (a later full build), it renders the job's content pages, as
   * it renders a pass's; one started otherwise is started again with this build (only a start writes the
   * fixed pages).
   */
  async function fullBuild(): Promise<BuildReport> {
    const startedAt = now();
    const pending = await repos.contentChanges.listPending();
    const live = await readManifest();
    await rm(reportFile, { force: true });
    if (catalog && live && (await renderer.isWhole())) return fullBuildFromKept(startedAt, pending, live);
    snapshot.rewriting();
    const version = snapshot.newId();
    // Written by the renderer from the catalog it read and checked, this build.
    const readShown = async () => readFreshCatalog(await readFile(catalogFile, "utf8"));
    let reading: Promise<Catalog> | undefined;
    const built = await renderer.fullBuild(
      { mode: "full", changes: [], reportFile, catalogOut: catalogFile, catalogVersion: version, now: startedAt.toISOString() },
      scratchDir,
      {
        unchangedIn: outDir,
        // The catalog the build shows is read back while its pages render (a second at catalogue scale).
        onPlanned: () => {
          reading = readShown();
          reading.catch(() => {});
        },
      },
    );
    const report = await readReport();
    const shown = await (reading ?? readShown());
    await putLive(built, report, shown, live);
    snapshot.written(version);
    await acknowledge(pending.filter((c) => c.at.getTime() <= startedAt.getTime()));
    await afterStart(built);
    return report;
  }

  /** After a full build that started the renderer: stopped if it is not to stay warm, else warm with every page's modules (no warm-up). */
  async function afterStart(built: FullBuildOutput) {
    if (built.whole && options.keepWarm === false) await renderer.stop();
    else if (built.whole) warming ??= Promise.resolve();
  }

  /**
   * A later full build that renders from the catalog this builder keeps, patched with the pending changes
   * as a pass patches it, while this builder reads the whole catalog from Firestore: no renderer waits for
   * the read (2–3 s at catalogue scale before the first page) or for a snapshot written and read back.
   * The read then decides: equal to the catalog rendered, the build stands; different (a write the change
   * feed missed, or one made while it was read), the pages are rendered again from the read, written as
   * the new snapshot. Either way the pages that go live are those of the catalog Firestore holds.
   */
  async function fullBuildFromKept(startedAt: Date, pending: ContentChange[], live: BuildManifest): Promise<BuildReport> {
    const pass: CatalogPass = { id: snapshot.newId(), updates: await fetchCatalogUpdates(repos, pending) };
    const kept = applyCatalogUpdates(await currentCatalog(), pass.updates);
    const reading = loadCatalog(repos, "throw");
    reading.catch(() => {});
    const renderFrom = (job: Pick<RenderJob, "catalogFile" | "catalogVersion" | "catalogPasses" | "catalogFresh">) =>
      renderer.fullBuild({ mode: "full", changes: [], reportFile, ...job, now: startedAt.toISOString() }, scratchDir, {
        unchangedIn: outDir,
      });
    let built = await renderFrom(snapshot.job(pass));
    const read = await reading;
    let shown = kept;
    if (isDeepStrictEqual(read, kept)) snapshot.applied(pass);
    else {
      shown = read;
      log("site: full build: the catalog read from Firestore differs from the one kept; rendering again from the read");
      await rm(reportFile, { force: true });
      snapshot.rewriting();
      const version = snapshot.newId();
      await writeAtomically(catalogFile, serializeCatalog(read));
      snapshot.written(version);
      // Checked by loadCatalog just now: the renderers need not check it again.
      built = await renderFrom({ ...snapshot.job(), catalogFresh: true });
    }
    const report = await readReport();
    await putLive(built, report, shown, live);
    await acknowledge(pending.filter((c) => c.at.getTime() <= startedAt.getTime()));
    // A renderer that exited since the caller's check was started by this build.
    await afterStart(built);
    return report;
  }

  /** Puts a full build's pages live, then its manifest: the served folder made the build's (moves and removals). */
  async function putLive(built: FullBuildOutput, report: BuildReport, shown: Catalog, live: BuildManifest | null) {
    if (!built.whole) log(`site: full build: ${built.files.length} page(s) written, ${built.unchanged.length} unchanged`);
    // Images first, so no page goes live before the files it names.
    await copyMedia(shown);
    if (built.whole) {
      await replaceSite(built.dir, built.files, shown);
      await renderer.startMoved();
    } else
      await publish(
        built.dir,
        built.files,
        Object.keys(live?.pages ?? {}).filter((path) => !(path in report.rendered)),
      );
    await writeManifest(applyReport(null, report));
    catalog = shown;
  }

  /**
   * Makes the served folder the build's: each of its files moved in by an atomic rename, then every other
   * file deleted but the images the site shows (as `astro build` into the folder emptied it first, but the
   * folder is never empty meanwhile, and a failed build leaves it as it was).
   */
  async function replaceSite(from: string, files: string[], shown: Catalog) {
    await moveAll(from, outDir, files);
    const keep = new Set([...files, ...referencedVariantPaths(shown).map((path) => join("media", path))]);
    for (const file of await listFiles(outDir)) if (!keep.has(file)) await removeFile(outDir, join(outDir, file));
  }

  /** Copies the files of the renderer's own build the served folder lacks: hashed scripts (never overwritten), public files. */
  async function copyBuildFiles() {
    const build = await renderer.buildFiles();
    for (const file of build.files) {
      const target = join(outDir, file);
      if (!(await exists(target))) await copyAtomically(join(build.dir, file), target);
    }
  }

  /** Moves rendered files (and copies any new script) into the served folder and deletes removed pages. */
  async function publish(from: string, files: string[], removed: string[]) {
    await copyBuildFiles();
    await moveAll(from, outDir, files);
    for (const path of removed) await removeFile(outDir, join(outDir, outputFileOf(path)));
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
    const live = await currentCatalog();
    const unpublished = (await repos.artists.getMany(previewArtistIds(preview.draft))).filter((a) => !a.is_published);
    const shown = previewCatalog(live, preview.draft, unpublished);
    const path = previewPagePath(shown, preview.draft);
    if (!path) {
      await repos.previews.finish(preview.id, { status: "failed", path: null, html: null });
      log(`site: preview ${preview.id} has no page (no public artist)`);
      return;
    }
    await rm(previewDir, { recursive: true, force: true });
    // The renderer patches the draft into its own copy of the live catalog: nothing of 23 MB is written or read.
    await renderer.render(
      {
        mode: "preview",
        paths: [path],
        ...snapshot.job(),
        draft: { draft: preview.draft, unpublishedArtists: unpublished },
        now: now().toISOString(),
      },
      previewDir,
    );
    const html = await readFile(join(previewDir, outputFileOf(path)), "utf8").catch(() => null);
    const fits = html !== null && html.length <= PREVIEW_HTML_MAX;
    if (fits) await copyBuildFiles();
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

    const current = await currentCatalog();
    const pass: CatalogPass = { id: snapshot.newId(), updates: await fetchCatalogUpdates(repos, pending) };
    const next = applyCatalogUpdates(current, pass.updates);

    await rm(scratchDir, { recursive: true, force: true });
    await rm(reportFile, { force: true });
    const { files, unchanged } = await renderer.render(
      { mode: "incremental", changes, manifestFile, reportFile, ...snapshot.job(pass), now: at.toISOString() },
      scratchDir,
      { unchangedIn: outDir },
    );
    const report = await readReport();
    const done = new Set([...files, ...unchanged]);
    for (const path of Object.keys(report.rendered)) if (!done.has(outputFileOf(path))) log(`site: ${path} was selected but not rendered`);
    // Images first, so no page goes live before the files it names.
    await copyMedia(next);
    await publish(scratchDir, files, report.removed);
    await writeManifest(applyReport(live, report));
    catalog = next;
    snapshot.applied(pass);
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
    /** Settles once every renderer process a later full build shares its pages with is loaded (or gave up). */
    renderersReady: () => renderer.helpersReady(),
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
