import { readFileSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type AstroIntegration } from "astro";
import pLimit from "p-limit";
import { buildReportSchema } from "../../src/lib/site/manifest";
import { normalizePath } from "../../src/lib/site/paths";
import { renderRequestSchema, type RenderReply, type RenderRequest, type Rendered } from "./renderProtocol";

/**
 * The warm renderer's process (docs/incremental-builds.md#the-warm-renderer).
 * It runs one ordinary `astro build` (the job in SITE_BUILD_JOB: the
 * builder's full build, or a job that renders no page), and when Astro has
 * written its pages and is about to tear its renderer down, it keeps it: each later request names a job file, and the
 * process renders that job's pages with the very code and pipeline a full
 * build uses (Astro's own getStaticPaths and renderPath), so the HTML is
 * the same bytes, in milliseconds instead of a new build's seconds.
 *
 * Protocol (IPC with scripts/site/rendererProcess.ts, its messages in
 * scripts/site/renderProtocol.ts): "ready" once loaded, then for each
 * { id, jobFile, into, pages, unchangedIn? }: { id, planned } once the job's
 * catalog snapshot and report are written, then { id, files, unchanged }
 * (paths relative to `into`) or { id, error }. Exits when its parent
 * disconnects.
 */
interface PathToRender {
  pathname: string;
  route: unknown;
}
interface Prerenderer {
  app: {
    manifest?: { pageMap?: Map<string, () => Promise<unknown>> };
    routeCache?: { clearAll(): void };
    getOptions(): { logger: unknown; settings: { config: { outDir: URL } } };
  };
  getStaticPaths(): Promise<PathToRender[]>;
}
type RenderPath = (args: {
  prerenderer: Prerenderer;
  pathname: string;
  route: unknown;
  options: unknown;
  logger: unknown;
}) => Promise<{ body: Buffer; outFile: URL } | null>;

// Astro's page renderer is internal (not in its package exports): loaded by file, from the same Astro the build uses.
const astroEntry = createRequire(import.meta.url).resolve("astro");
const { renderPath } = (await import(pathToFileURL(join(dirname(astroEntry), "core/build/generate.js")).href)) as {
  renderPath: RenderPath;
};

function send(message: "ready" | RenderReply) {
  process.send?.(message);
}

/**
 * The pages a job renders: a preview's paths, or the content pages an
 * incremental or full job's report names (written while its getStaticPaths
 * ran); null: all. A full job renders no fixed page: they show no content,
 * and the process's start wrote them with the same code. Astro would not
 * write them again byte for byte either: it sorts a page's styles in place
 * on each render with an order that never ties, so a second render of a
 * page whose sheets tie (the admin's) swaps them.
 */
async function selection(pages: RenderRequest["pages"]): Promise<Set<string> | null> {
  if (pages === "all") return null;
  if ("paths" in pages) return new Set(pages.paths.map(normalizePath));
  return new Set(Object.keys(buildReportSchema.parse(JSON.parse(await readFile(pages.reportFile, "utf8"))).rendered));
}

/**
 * Pages rendered at once. One at a time, a full job's process was busy about 90 % of the time; with a
 * few in flight one page's file writes overlap the next page's rendering (7,170 pages in 30.0 s against 39.0 s,
 * twice each in one process, at load 3). Astro's own `build.concurrency` renders this way.
 */
const PAGES_AT_ONCE = 4;

/**
 * Whether `file` holds exactly `body` (false when it does not exist). Read in one call, not through the
 * thread pool's open, stat, read and close: 20 KB from the page cache take microseconds.
 */
function holds(file: string, body: Buffer): boolean {
  try {
    return readFileSync(file).equals(body);
  } catch {
    return false;
  }
}

/**
 * Renders one job's pages into `into`, a folder nobody serves (the builder moves them in once the job is
 * done; a job that fails moves nothing, so a file is written once, not written then renamed). A page whose
 * bytes are those of its file in `unchangedIn` (the served folder) is not written but listed as unchanged:
 * a full build of an unchanged catalog writes and moves nothing, where writing 7,000 files, their folders and
 * the moves cost a build 10–15 s of the system's time, more with each build.
 */
async function renderJob(prerenderer: Prerenderer, request: RenderRequest): Promise<Rendered> {
  // src/lib/site/build.ts reads its job (catalog, changes, selection) once per job file.
  process.env.SITE_BUILD_JOB = request.jobFile;
  prerenderer.app.routeCache?.clearAll();
  const options = prerenderer.app.getOptions();
  const outDir = fileURLToPath(options.settings.config.outDir);
  const rendered: Rendered = { files: [], unchanged: [] };
  const paths = await prerenderer.getStaticPaths();
  // Planned: the catalog snapshot and the report are written (src/lib/site/build.ts), which other processes sharing a full build render from.
  send({ id: request.id, planned: true });
  const selected = await selection(request.pages);
  const limit = pLimit(PAGES_AT_ONCE);
  // The fixed pages that show no content (the admin's shells, forms) render in the process's own build only.
  const wanted = paths.filter(({ pathname }) => !selected || selected.has(normalizePath(pathname)));
  await Promise.all(
    wanted.map(({ pathname, route }) =>
      limit(async () => {
        const result = await renderPath({ prerenderer, pathname, route, options, logger: options.logger });
        if (!result) return;
        const file = relative(outDir, fileURLToPath(result.outFile));
        if (request.unchangedIn && holds(join(request.unchangedIn, file), result.body)) {
          rendered.unchanged.push(file);
          return;
        }
        const target = join(request.into, file);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, result.body);
        rendered.files.push(file);
      }),
    ),
  );
  return rendered;
}

/**
 * Each page's module, imported once. Astro's manifest maps a page to a function that calls `import()` for it
 * on every render, and every `import()` goes through the module loader's resolve hooks (tsx's here): 0.14 ms
 * a page, a second of a full build at catalogue scale.
 */
function importPagesOnce(prerenderer: Prerenderer) {
  const pageMap = prerenderer.app.manifest?.pageMap;
  if (!pageMap) return;
  for (const [component, load] of pageMap) {
    let loaded: Promise<unknown> | undefined;
    pageMap.set(
      component,
      () =>
        (loaded ??= load().catch((error: unknown) => {
          loaded = undefined;
          throw error;
        })),
    );
  }
}

function serve(prerenderer: Prerenderer): Promise<never> {
  importPagesOnce(prerenderer);
  // One job at a time, in the order asked.
  let queue: Promise<unknown> = Promise.resolve();
  process.on("message", (raw) => {
    const request = renderRequestSchema.parse(raw);
    const started = performance.now();
    queue = queue.then(async () => {
      const cpu = process.cpuUsage();
      try {
        const { files, unchanged } = await renderJob(prerenderer, request);
        const used = process.cpuUsage(cpu);
        const ms = (micros: number) => Math.round(micros / 1000);
        console.log(
          `[site] ${files.length + unchanged.length} page(s) rendered (${unchanged.length} unchanged) in ${ms((performance.now() - started) * 1000)} ms (${ms(used.user + used.system)} ms of CPU, sys ${ms(used.system)}, heap ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB)`,
        );
        send({ id: request.id, files, unchanged });
      } catch (error) {
        send({ id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      }
    });
  });
  process.on("disconnect", () => process.exit(0));
  // Ended by its builder: an orderly exit, so a CPU profile (BENCH_CPU_PROF) is written.
  process.once("SIGTERM", () => process.exit(0));
  send("ready");
  return new Promise<never>(() => {});
}

const keepWarm: AstroIntegration = {
  name: "label:warm-renderer",
  hooks: {
    "astro:build:start": ({ setPrerenderer }) => {
      setPrerenderer((defaultPrerenderer) => {
        const prerenderer = defaultPrerenderer as unknown as Prerenderer & { teardown?: () => Promise<void> };
        // Astro tears the prerenderer down in a `finally`, after a page that failed too; it asks for the static
        // images only once every page is written. Only then is the start job (a full build's, when the builder
        // starts with one) done and the process ready; after a failure Astro's build fails and the process exits.
        let generated = false;
        return {
          ...defaultPrerenderer,
          collectStaticImages: async () => {
            generated = true;
            return new Map();
          },
          teardown: () => (generated ? serve(prerenderer) : (prerenderer.teardown?.() ?? Promise.resolve())),
        } as typeof defaultPrerenderer;
      });
    },
  },
};

await build({ root: process.cwd(), integrations: [keepWarm] });
