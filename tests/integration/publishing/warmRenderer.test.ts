import { readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { listFiles } from "../../../scripts/site/folderFiles";
import { createWarmRenderer, type WarmRenderer } from "../../../scripts/site/renderer";
import type { RenderJob } from "../../../scripts/site/renderProtocol";
import { startProcess } from "../../../scripts/stack/processes";
import type { Catalog } from "../../../src/lib/site/catalog";
import { serializeCatalog } from "../../../src/lib/site/catalogSnapshot";
import { applyReport, buildReportSchema, type BuildReport } from "../../../src/lib/site/manifest";
import { outputFileOf } from "../../../src/lib/site/pendingChanges";
import { makeTrack } from "../../factories";
import { catalog, NOW, readyAudio, soon, tide } from "../../unit/site/fixtures";

/**
 * Public pages carry only the public site's CSS (src/styles/public.css),
 * never the admin's classes, and of it only the rules their own markup and
 * their scripts can use (src/middleware.ts). The warm renderer (scripts/site/renderer.ts) renders the same bytes as a
 * full `astro build` of the same catalog: every content page (release and
 * pre-save pages, an upcoming release, embeds, feeds, lists, data files,
 * sitemap, RSS), and after a release's slug is renamed and a post
 * unpublished, the pages an incremental job re-renders equal a full
 * build's of the new catalog while the old pages are reported removed.
 * The builder's full build is the renderer's own start (one `astro build`
 * a builder life): it writes the files a plain `astro build` writes, and a
 * later full build, a job of the same process, the same pages.
 */
const root = resolve(import.meta.dirname, "../../..");
const folder = resolve(root, process.env.STACK_DATA_DIR ?? ".data/test-integration", "warm-renderer");

const before: Catalog = {
  ...catalog,
  releases: catalog.releases.map((r) =>
    r.id === "tide"
      ? { ...tide, tracks: [makeTrack({ id: "t1", title: "One" }), makeTrack({ id: "t2", title: "Two", artists: ["Guest"] })] }
      : r.id === "soon"
        ? { ...soon, tracks: [makeTrack({ id: "s1", title: "Single", focus: true })] }
        : r,
  ),
  audio: [readyAudio("t1", "tide"), readyAudio("t2", "tide"), readyAudio("s1", "soon")],
};
// Tide renamed, the post unpublished.
const after: Catalog = {
  ...before,
  releases: before.releases.map((r) => (r.id === "tide" ? { ...r, title: "Tide II", slug: "tide-ii" } : r)),
  posts: [],
};

let renderer: WarmRenderer;

async function writeJson(file: string, value: unknown) {
  await mkdir(join(file, ".."), { recursive: true });
  await writeFile(file, typeof value === "string" ? value : JSON.stringify(value));
}

/** A plain full `astro build` of a catalog, as the builder's full build runs it. */
async function fullBuild(name: string, catalogFile: string): Promise<{ dir: string; report: BuildReport }> {
  const dir = join(folder, name);
  const reportFile = join(folder, `${name}-report.json`);
  const jobFile = join(folder, `${name}-job.json`);
  await writeJson(jobFile, { mode: "full", catalogFile, reportFile, now: NOW.toISOString() } satisfies RenderJob);
  const build = startProcess(`build-${name}`, join(root, "node_modules/.bin/astro"), ["build"], {
    cwd: root,
    env: { ...process.env, SITE_OUT_DIR: dir, SITE_BUILD_JOB: jobFile, ASTRO_CACHE_DIR: join(folder, `cache-${name}`) },
    logDir: join(folder, "logs"),
  });
  expect(await build.exited, `log: ${build.logFile}`).toBe(0);
  return { dir, report: buildReportSchema.parse(JSON.parse(await readFile(reportFile, "utf8"))) };
}

const page = (dir: string, path: string) => readFile(join(dir, outputFileOf(path)), "utf8");

beforeAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await writeJson(join(folder, "before.json"), serializeCatalog(before));
  await writeJson(join(folder, "after.json"), serializeCatalog(after));
  // Two processes: a later full build is shared between them.
  renderer = createWarmRenderer({
    root,
    env: { ...process.env, SITE_RENDERERS: "2" },
    workDir: join(folder, "work"),
    logDir: join(folder, "logs"),
  });
}, 60_000);

afterAll(async () => {
  await renderer?.stop();
  await rm(folder, { recursive: true, force: true });
}, 60_000);

let first: Promise<{ dir: string; report: BuildReport }> | undefined;
let second: Promise<{ dir: string; report: BuildReport }> | undefined;
/** The full builds of each catalog, made once for the tests. */
const firstBuild = () => (first ??= fullBuild("full", join(folder, "before.json")));
const secondBuild = () => (second ??= fullBuild("full-after", join(folder, "after.json")));

it("public pages carry only the public site's styles inline; the admin's classes stay in the admin's pages", async () => {
  const full = await firstBuild();
  // Classes only the admin app uses (its dialogs' backdrop, the campaign statistics' week grid).
  const adminOnly = [".backdrop\\:bg-black\\/70", ".lg\\:grid-cols-7"];
  for (const path of ["/", "/releases", "/releases/ann/tide", "/artist/ann", "/press/news", "/embed/release/tide"]) {
    const html = await page(full.dir, path);
    expect(html, path).toContain("<style>");
    for (const selector of adminOnly) expect(html, `${path} ${selector}`).not.toContain(selector);
  }
  const admin = await page(full.dir, "/admin");
  for (const selector of adminOnly) expect(admin).toContain(selector);
}, 600_000);

it("a page's inline CSS holds the rules its markup needs and those its scripts add later, not other pages' rules", async () => {
  const full = await firstBuild();
  const cssOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
  const markupHas = (html: string, name: string) => new RegExp(`class="[^"]*(?<![\\w:/-])${name}(?![\\w:/-])`).test(html);
  const release = await page(full.dir, "/releases/ann/tide");
  const press = await page(full.dir, "/press/news");
  const noPlayer = await page(full.dir, "/open-preview");
  // The tracklist's table: in the release page's markup and its CSS; the press post has no tracklist, nor the rule.
  expect(markupHas(release, "border-collapse")).toBe(true);
  expect(cssOf(release)).toContain(".border-collapse{");
  expect(markupHas(press, "border-collapse")).toBe(false);
  expect(cssOf(press)).not.toContain(".border-collapse{");
  // The player's bar is drawn by its script once a page runs (islands/player/PlayerBar.tsx): its classes are in
  // no markup, yet kept on the release page that plays and on the press post, where the site router may bring the
  // playing bar (its host is on every page of the site's layout); not on a page without the host.
  for (const name of ["bg-ink/95", "cursor-pointer"]) {
    const rule = `.${name.replace("/", "\\/")}{`;
    expect(markupHas(release, name), name).toBe(false);
    expect(cssOf(release), name).toContain(rule);
    expect(cssOf(press), name).toContain(rule);
    expect(cssOf(noPlayer), name).not.toContain(rule);
  }
  // The router's announcer, which Astro's router adds, with it.
  expect(cssOf(press)).toContain(".astro-route-announcer{");
  // Well under the whole public stylesheet's 23 KB.
  expect(cssOf(press).length).toBeLessThan(15_000);
}, 600_000);

it("a full build that starts the renderer writes the files `astro build` writes; a later full build, a job of the same process, its pages", async () => {
  const full = await firstBuild();
  const reportFile = join(folder, "warm-full-report.json");
  const job = { mode: "full", catalogFile: join(folder, "before.json"), reportFile, now: NOW.toISOString() } satisfies RenderJob;
  const started = await renderer.fullBuild(job, join(folder, "warm-full"));
  expect(started.whole).toBe(true);
  // Every file: pages, fixed pages, bundles, public files; Astro's server chunks are not among them.
  expect(started.files.sort()).toEqual((await listFiles(full.dir)).sort());
  for (const file of started.files)
    expect((await readFile(join(started.dir, file))).equals(await readFile(join(full.dir, file))), file).toBe(true);
  expect(buildReportSchema.parse(JSON.parse(await readFile(reportFile, "utf8")))).toEqual(full.report);

  // The renderer is running: the next full build (the renamed release, the unpublished post) is one of its jobs,
  // shared with the second process, which started beside the first.
  const fullAfter = await secondBuild();
  await renderer.helpersReady();
  const helperLog = join(folder, "logs", "site-renderer-2.log");
  expect(await readFile(helperLog, "utf8")).not.toMatch(/page\(s\) rendered/);
  const later = await renderer.fullBuild({ ...job, catalogFile: join(folder, "after.json") }, join(folder, "warm-full-after"));
  expect(later.whole).toBe(false);
  // Its content pages; the fixed pages, bundles and public files are those the process's start wrote (the same code).
  const laterReport = buildReportSchema.parse(JSON.parse(await readFile(reportFile, "utf8")));
  expect(later.files.sort()).toEqual(Object.keys(laterReport.rendered).map(outputFileOf).sort());
  expect(laterReport).toEqual(fullAfter.report);
  const contentPages = new Set(Object.keys(full.report.rendered).map(outputFileOf));
  const unchanged = started.files.filter((file) => !contentPages.has(file));
  // Together, byte for byte what `astro build` writes for the new catalog.
  expect([...later.files, ...unchanged].sort()).toEqual((await listFiles(fullAfter.dir)).sort());
  for (const file of later.files)
    expect(await readFile(join(later.dir, file), "utf8"), file).toBe(await readFile(join(fullAfter.dir, file), "utf8"));
  for (const file of unchanged)
    expect((await readFile(join(started.dir, file))).equals(await readFile(join(fullAfter.dir, file))), file).toBe(true);
  expect(later.files).toContain(outputFileOf("/releases/ann/tide-ii"));
  expect(later.files).not.toContain(outputFileOf("/releases/ann/tide"));
  const shared = [...(await readFile(helperLog, "utf8")).matchAll(/\[site\] (\d+) page\(s\) rendered/g)].map((m) => Number(m[1]));
  expect(shared).toHaveLength(1);
  expect(shared[0]).toBe(Math.floor(later.files.length / 2));

  // Again from the same catalog, compared with the pages the last one wrote: only a page whose file differs is written.
  const stale = outputFileOf("/releases/ann/tide-ii");
  await writeFile(join(later.dir, stale), "stale");
  const again = await renderer.fullBuild({ ...job, catalogFile: join(folder, "after.json") }, join(folder, "warm-full-again"), {
    unchangedIn: later.dir,
  });
  expect(again.files).toEqual([stale]);
  expect(again.unchanged.sort()).toEqual(later.files.filter((file) => file !== stale).sort());
  expect(await listFiles(again.dir)).toEqual([stale]);
  expect(await readFile(join(again.dir, stale), "utf8")).toBe(await readFile(join(fullAfter.dir, stale), "utf8"));
}, 600_000);

it("renders every content page as the full build does, and an incremental job's pages as a full build of the new catalog", async () => {
  const full = await firstBuild();
  const paths = Object.keys(full.report.rendered);
  expect(paths).toEqual(
    expect.arrayContaining([
      "/",
      "/releases/ann/tide",
      "/pre-save/bob/soon",
      "/embed/release/tide",
      "/press/news",
      "/sitemap.xml",
      "/rss.xml",
    ]),
  );

  const warm = join(folder, "warm");
  const { files } = await renderer.render(
    { mode: "preview", paths, catalogFile: join(folder, "before.json"), now: NOW.toISOString() },
    warm,
  );
  expect(files.sort()).toEqual(paths.map(outputFileOf).sort());
  for (const path of paths) expect(await page(warm, path), path).toBe(await page(full.dir, path));

  // The same process, a second job: the rename and the unpublished post.
  const manifestFile = join(folder, "manifest.json");
  await writeJson(manifestFile, applyReport(null, full.report));
  const reportFile = join(folder, "incremental-report.json");
  const incremental = join(folder, "incremental");
  await renderer.render(
    {
      mode: "incremental",
      changes: [
        { entity: "releases", id: "tide" },
        { entity: "press_posts", id: "p1" },
      ],
      manifestFile,
      reportFile,
      catalogFile: join(folder, "after.json"),
      now: NOW.toISOString(),
    },
    incremental,
  );
  const report = buildReportSchema.parse(JSON.parse(await readFile(reportFile, "utf8")));
  expect(report.removed).toEqual(expect.arrayContaining(["/releases/ann/tide", "/press/news"]));
  expect(Object.keys(report.rendered)).toEqual(expect.arrayContaining(["/releases/ann/tide-ii", "/artist/ann", "/press", "/"]));
  expect(Object.keys(report.rendered)).not.toContain("/pre-save/bob/soon");

  const fullAfter = await secondBuild();
  for (const path of Object.keys(report.rendered)) expect(await page(incremental, path), path).toBe(await page(fullAfter.dir, path));
}, 600_000);
