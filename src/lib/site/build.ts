import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { z } from "zod";
import { LABEL } from "../../config/label";
import { todayIsoDate } from "../domain/shared";
import { indexCatalog, type CatalogIndex } from "./catalog";
import { artistSchema } from "../domain/catalog";
import { previewDraftSchema } from "../domain/publishing";
import { parseDated, serializeCatalog } from "./catalogSnapshot";
import { catalogPassSchema, createCatalogKeeper } from "./jobCatalog";
import { previewCatalog } from "./preview";
import { selectRebuild, siteChangeSchema } from "./dependencies";
import { loadCatalog } from "./loadCatalog";
import { buildManifestSchema, type BuildReport } from "./manifest";
import { normalizePath } from "./paths";
import { planSite, shardOf, siteRoutes, uniqueByPath, type SiteRoutes } from "./plan";

/**
 * One site build: the catalog every page renders from, and which pages this
 * build renders. A plain `astro build` renders everything. The incremental
 * builder sets SITE_BUILD_JOB to a JSON file naming the changes since the
 * last build and the manifest of that build; then only the affected pages
 * render (the others' getStaticPaths entries are dropped and fixed pages
 * return an empty response, which Astro does not write).
 */
export const buildJobSchema = z.object({
  /** preview: only `paths`, from `catalogFile` (a draft patched in), into a scratch folder the site never serves. */
  mode: z.enum(["full", "incremental", "preview"]),
  changes: z.array(siteChangeSchema).default([]),
  /** The live site's manifest (incremental builds). */
  manifestFile: z.string().optional(),
  /** Where to write the BuildReport. */
  reportFile: z.string().optional(),
  /** Read the catalog from this file (kept by the builder) instead of Firestore. */
  catalogFile: z.string().optional(),
  /** The version of catalogFile (or of catalogOut, written by this job): a process reads each version once (jobCatalog.ts). */
  catalogVersion: z.string().optional(),
  /** catalogFile was written moments ago by this code from a catalog read and checked then (a shared full build's first part, or the builder): read unchecked. */
  catalogFresh: z.boolean().default(false),
  /** The builder's passes since it wrote catalogFile, applied to it in order. */
  catalogPasses: z.array(catalogPassSchema).default([]),
  /** Write the catalog this build read to this file. */
  catalogOut: z.string().optional(),
  /** A preview's draft, patched into the catalog as if published (preview.ts), with its credited artists not public yet. */
  draft: z.object({ draft: previewDraftSchema, unpublishedArtists: z.array(artistSchema).default([]) }).optional(),
  /** The pages a preview build renders. */
  paths: z.array(z.string()).default([]),
  /**
   * This process's part of a full build shared between processes: every `count`-th page of the route plan,
   * from the `index`-th. The report still names the whole build's pages; only part 0 writes the fixed pages.
   */
  shard: z.object({ index: z.number().int().min(0), count: z.number().int().min(1) }).optional(),
  /** Build time, ISO; defaults to now (tests pin it). */
  now: z.string().optional(),
});

export type BuildJob = z.output<typeof buildJobSchema>;

export interface SiteBuild {
  index: CatalogIndex;
  now: Date;
  /** Every content route, from the route plan. */
  routes: SiteRoutes;
  /** Whether this build renders the page at `path`. */
  renders(path: string): boolean;
}

let lastJob: { file: string | undefined; job: BuildJob } | undefined;

/** The job SITE_BUILD_JOB names, read once per job file (a pass's job carries up to 2 MB of documents). */
function readJob(env: NodeJS.ProcessEnv): BuildJob {
  const file = env.SITE_BUILD_JOB;
  if (!lastJob || lastJob.file !== file)
    lastJob = {
      file,
      job: file ? buildJobSchema.parse(parseDated(readFileSync(file, "utf8"))) : buildJobSchema.parse({ mode: "full" }),
    };
  return lastJob.job;
}

function writeAtomically(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

/** This process's catalog between jobs: the warm renderer reads each snapshot once. */
const keeper = createCatalogKeeper((file) => readFileSync(file, "utf8"));

async function startBuild(env: NodeJS.ProcessEnv): Promise<SiteBuild> {
  const job = readJob(env);
  const now = job.now ? new Date(job.now) : new Date();
  const started = performance.now();
  const read = job.catalogFile
    ? keeper.catalogOf({ file: job.catalogFile, version: job.catalogVersion, passes: job.catalogPasses, fresh: job.catalogFresh })
    : await loadCatalog(undefined, job.mode === "full" ? "empty" : "throw");
  if (job.catalogOut) {
    writeAtomically(job.catalogOut, serializeCatalog(read));
    keeper.keep({ file: job.catalogOut, version: job.catalogVersion }, read);
  }
  const catalog = job.draft ? previewCatalog(read, job.draft.draft, job.draft.unpublishedArtists) : read;
  const index = indexCatalog(catalog);
  const loaded = performance.now();
  const routes = siteRoutes(index, now);
  const planned = planSite(index, now, routes);

  let rendered: Set<string> | null = null;
  let removed: string[] = [];
  if (job.mode === "incremental") {
    if (!job.manifestFile) throw new Error("An incremental build needs the live site's manifest");
    const manifest = buildManifestSchema.parse(JSON.parse(readFileSync(job.manifestFile, "utf8")));
    const selection = selectRebuild(manifest.pages, planned, job.changes);
    rendered = new Set(selection.render);
    removed = selection.remove;
  } else if (job.mode === "preview") {
    rendered = new Set(job.paths.map(normalizePath));
  }
  if (job.reportFile && job.mode !== "preview") {
    const report: BuildReport = {
      mode: job.mode,
      builtAt: now.toISOString(),
      today: todayIsoDate(now, LABEL.timeZone),
      rendered: Object.fromEntries([...planned].filter(([path]) => !rendered || rendered.has(path))),
      removed,
    };
    writeAtomically(job.reportFile, JSON.stringify(report));
  }
  const { artists, releases, posts } = index.catalog;
  console.log(
    `[site] catalog of ${artists.length} artists, ${releases.length} releases, ${posts.length} posts read from ${job.catalogFile ? "the builder's snapshot" : "Firestore"} in ${Math.round(loaded - started)} ms; ` +
      `${rendered ? `${rendered.size} of ${planned.size}` : `all ${planned.size}`} content pages to render, ${removed.length} to remove (planned in ${Math.round(performance.now() - loaded)} ms)`,
  );
  const part = shardOf(planned.keys(), job.shard);
  return {
    index,
    now,
    routes,
    renders: (path) => {
      const normal = normalizePath(path);
      return (!rendered || rendered.has(normal)) && (!part || part.has(normal));
    },
  };
}

let current: { jobFile: string | undefined; build: Promise<SiteBuild> } | undefined;

/**
 * The build's catalog and selection, read once per job: once per `astro
 * build` process, and again whenever the warm renderer
 * (scripts/site/warmRenderer.ts) names a new job file for its next pass.
 */
export function siteBuild(env: NodeJS.ProcessEnv = process.env): Promise<SiteBuild> {
  if (!current || current.jobFile !== env.SITE_BUILD_JOB) current = { jobFile: env.SITE_BUILD_JOB, build: startBuild(env) };
  return current.build;
}

/**
 * Whether a page outside the route plan (404, robots.txt) renders: always
 * in a full build (in its first part, when processes share it), never in
 * an incremental or preview one (nothing it shows is content).
 */
export function rendersStaticPages(env: NodeJS.ProcessEnv = process.env): boolean {
  const job = readJob(env);
  return job.mode === "full" && !job.shard?.index;
}

/** What a page skipped by an incremental build returns: no body, so Astro writes no file. */
export const skippedPage = () => new Response(null, { status: 204 });

/**
 * getStaticPaths of the release-shaped routes (release and pre-save pages):
 * one page per credited artist's copy that this build renders.
 */
export async function releaseStaticPaths(family: "releases" | "preSaves") {
  const build = await siteBuild();
  return uniqueByPath(build.routes[family])
    .filter((route) => build.renders(route.path))
    .map((route) => ({
      params: { artistSlug: route.artist.slug, releaseSlug: route.release.slug },
      props: { releaseId: route.release.id, artistId: route.artist.id },
    }));
}

/** getStaticPaths of a release's feed or playlist: one per release with a playable track that this build renders. */
export async function releaseFileStaticPaths(family: "releaseFeeds" | "playlists") {
  const build = await siteBuild();
  return build.routes.feeds[family]
    .filter((route) => build.renders(route.path))
    .map((route) => ({ params: { releaseId: route.release.id } }));
}

/** getStaticPaths of the embed pages: the release's id, and the embed it shows, for each page this build renders. */
export async function embedStaticPaths() {
  const build = await siteBuild();
  return build.routes.embeds
    .filter((route) => build.renders(route.path))
    .map((route) => ({ params: { id: route.embed.release.id }, props: { embed: route.embed } }));
}
