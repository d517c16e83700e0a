import { execFileSync } from "node:child_process";
import { existsSync, rmSync, mkdirSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import type { StackConfig } from "./config";
import { startFakeServices } from "./fakeServices";
import { localStackSecret, writeLocalSecrets } from "./localSecrets";
import { readHostingConfig } from "./hostingConfig";
import { startFirebaseEmulators } from "./firebaseEmulators";
import { runStartupMigrations } from "./startupMigrations";
import { reconcileDemoFiles } from "./demoFiles";
import { startNodeFirestore, type NodeFirestore } from "./nodeFirestore";
import { detectOfficialEmulators } from "./officialEmulators";
import { JOBS } from "../../src/lib/jobs";
import { startJobScheduler } from "./jobScheduler";
import { LOCAL_JOBS } from "./localJobs";
import { localStackEnv } from "./localEnv";
import { loadSnapshot, saveSnapshot } from "./persistence";
import { assertPortsFree } from "./ports";
import { createSiteBuilder } from "../site/siteBuilder";
import { OWNER_ENV, ownerMark, stopOrphanedEmulators } from "./orphanedEmulators";
import { forgetProcessGroups, recordProcessGroups, stopStaleProcesses } from "./staleProcesses";
import { startStaticServer } from "./staticServer";
import { warmFunctions } from "./warmFunctions";

export interface RunningStack {
  config: StackConfig;
  env: Record<string, string>;
  /** Re-runs the site build (content changed). */
  rebuildSite(): Promise<void>;
  stop(): Promise<void>;
}

/** Official Firestore emulator only: how often its data is exported (the Node one journals every commit). */
const AUTOSAVE_MS = 20_000;
/** A stop never waits longer than this for the official emulator's export. */
const SAVE_TIMEOUT_MS = 60_000;

function log(message: string) {
  if (process.env.STACK_QUIET !== "1") console.log(`· ${message}`);
}

/**
 * The local stand-in for Hosting: serves the built site with firebase.json's
 * headers and rewrites, and proxies `/api/*` and the callables to the
 * Functions emulator (docs/local-stack.md).
 */
export function startLocalSiteServer(config: StackConfig, siteDir: string): Promise<Server> {
  const { ports } = config;
  return startStaticServer(siteDir, ports.web, {
    hosting: readHostingConfig(config.root),
    functions: { port: ports.functions, projectId: config.projectId, region: "us-central1", secret: localStackSecret(config.dataDir) },
    // The emulators stand in for Google's endpoints of the production policy.
    cspAdditions: {
      // Track masters go up to the local stand-in of Cloud Storage's resumable uploads (a function URL).
      "connect-src": [`http://127.0.0.1:${ports.auth}`, `http://127.0.0.1:${ports.functions}`],
      "media-src": [`http://127.0.0.1:${ports.functions}`],
    },
  });
}

export async function startStack(config: StackConfig): Promise<RunningStack> {
  const started = Date.now();
  const stale = stopStaleProcesses(config.dataDir) + stopOrphanedEmulators(Object.values(config.ports));
  if (stale > 0) {
    log(`stopped ${stale} emulator processes left over by an earlier run`);
    await new Promise((resolve) => setTimeout(resolve, 500)); // let their ports close
  }
  if (config.fresh) rmSync(config.dataDir, { recursive: true, force: true });
  mkdirSync(config.dataDir, { recursive: true });
  await assertPortsFree(config);
  const official = detectOfficialEmulators();
  const env = localStackEnv(config, official, {
    PATH: `${join(config.root, "node_modules/.bin")}:${process.env.PATH ?? ""}`,
    LOCAL_STACK_SECRET: localStackSecret(config.dataDir),
  });
  // This process seeds and snapshots through firebase-admin, which reads the emulator hosts from the environment.
  Object.assign(process.env, env);
  log(
    `Firestore: ${official.firestore ? "official emulator" : "Node emulator (@firestore-emulator/server)"}; files: ${official.storage ? "Storage emulator" : "local directory"}`,
  );
  execFileSync(process.execPath, [join(config.root, "functions/build.mjs")], { stdio: "inherit" });

  writeLocalSecrets(config.root);
  const fakes = await startFakeServices(config);
  Object.assign(env, fakes.env);
  Object.assign(process.env, fakes.env);
  const journalFile = join(config.dataDir, "firestore.journal");
  const snapshotFile = join(config.dataDir, "firestore.json");
  const migrateSnapshot = !official.firestore && !existsSync(journalFile) && existsSync(snapshotFile);
  const nodeFirestore: NodeFirestore | null = official.firestore ? null : await startNodeFirestore(config.ports.firestore, journalFile);
  const emulators = await startFirebaseEmulators(config, official, { ...process.env, ...env, [OWNER_ENV]: ownerMark() }).catch(
    async (error) => {
      await nodeFirestore?.stop();
      await fakes.stop();
      throw error;
    },
  );
  if (emulators.child.pid) recordProcessGroups(config.dataDir, [emulators.child.pid]);
  // Whatever ends this process (an exception, process.exit half-way through a stop), the emulators go with it.
  const killEmulators = () => {
    try {
      process.kill(-(emulators.child.pid ?? 0), "SIGKILL");
    } catch {
      /* already stopped */
    }
  };
  process.once("exit", killEmulators);
  log(`emulators ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // Imported lazily: firebase-admin must see the emulator env first.
  const { firestore } = await import("../../src/lib/data/firestore");
  const { seedIfEmpty, ensureAccounts } = await import("../seed/seed");
  const { createRepositories } = await import("../../src/lib/data");
  const db = firestore();
  if (nodeFirestore && nodeFirestore.restored > 0) log(`data restored from ${journalFile} (${nodeFirestore.restored} documents)`);
  else if ((official.firestore || migrateSnapshot) && (await loadSnapshot(db, snapshotFile))) log(`data restored from ${snapshotFile}`);
  else if (config.seed && (await seedIfEmpty())) log("demo content seeded");
  if (config.seed) await ensureAccounts();
  if (env.FILE_STORE_DIR) {
    const { removed, missing } = await reconcileDemoFiles(db, env.FILE_STORE_DIR);
    if (removed > 0) log(`removed ${removed} demo files no record names (an upload cut short)`);
    if (missing.length > 0) console.error(`demo records whose audio file is missing: ${missing.join(", ")}`);
  }
  // Data written before the admin lists were paged, under older search or sanitizer rules.
  const migrated = await runStartupMigrations(db, config.root, config.dataDir);
  if (migrated.listFieldsUpdated > 0) log(`admin list fields brought up to date on ${migrated.listFieldsUpdated} documents`);
  if (migrated.pressPostsCleaned > 0) log(`press posts re-sanitized: ${migrated.pressPostsCleaned}`);
  if (migrated.preSaveTotalsSet > 0) log(`pre-save totals set for ${migrated.preSaveTotalsSet} releases`);
  if (migrated.releaseCreditsAdded > 0) log(`credits documents added for ${migrated.releaseCreditsAdded} releases`);
  if (migrated.demoReferencesAssigned > 0) log(`references given to ${migrated.demoReferencesAssigned} demos`);

  let saving = Promise.resolve();
  const saveOfficial = () => (official.firestore ? saveSnapshot(db, snapshotFile) : Promise.resolve());
  await saveOfficial();
  const autosave = official.firestore
    ? setInterval(() => {
        saving = saving.then(saveOfficial).catch((e) => console.error("autosave failed:", e));
      }, AUTOSAVE_MS)
    : undefined;

  // Beside the site build: the workers start while it renders, and are up before the site is served.
  const warming = warmFunctions(
    `http://127.0.0.1:${config.ports.functions}/${config.projectId}/us-central1`,
    config.warmFunctions,
    log,
  ).then((seconds) => {
    if (config.warmFunctions.length > 0) log(`${config.warmFunctions.length} function workers warm in ${seconds.toFixed(1)} s`);
  });

  const outDir = config.siteDir;
  // Full build on start, then every admin write re-renders only the pages that depend on it (docs/incremental-builds.md).
  const siteBuilder = createSiteBuilder({
    root: config.root,
    env: { ...process.env, ...env },
    outDir,
    workDir: join(config.dataDir, "site-build"),
    logDir: join(config.dataDir, "logs"),
    repos: createRepositories(db),
    log,
  });
  const rebuildSite = async () => {
    await siteBuilder.fullBuild();
  };
  let server: Server | null = null;
  if (config.site) {
    // The full build is the warm renderer's start (one `astro build`, which then stays loaded with every page's
    // modules), so the renderer is warm before the site is served and an edit made once the site answers is live
    // in one pass; the named function workers start meanwhile, so no first call waits for one.
    await rebuildSite();
    await Promise.all([warming, siteBuilder.warm().catch(() => {})]);
    server = await startLocalSiteServer(config, outDir);
    siteBuilder.start();
    log(`site built and served in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  // Scheduled jobs on their schedules, as Cloud Scheduler runs them in production (docs/scheduled-jobs.md).
  const { fileStore } = await import("../../src/lib/files");
  await warming; // Without a site (integration stacks), the warm-up still ends before the stack is handed over.
  const jobs = config.jobs
    ? startJobScheduler({ jobs: [...JOBS, ...LOCAL_JOBS], context: { repos: createRepositories(db), files: fileStore() }, log })
    : null;
  if (jobs)
    log(
      `scheduled jobs: ${jobs
        .nextRuns()
        .map((r) => `${r.job} next at ${r.at?.toISOString() ?? "never"}`)
        .join(", ")}`,
    );

  let stopping: Promise<void> | null = null;
  return {
    config,
    env,
    rebuildSite,
    stop() {
      // Every step is bounded and the emulators are stopped in `finally`: a slow or failing
      // save (a large database) can never leave them running.
      stopping ??= (async () => {
        clearInterval(autosave);
        try {
          await withTimeout(jobs?.stop() ?? Promise.resolve(), 30_000, "job scheduler stop").catch((e) => console.error(e));
          server?.close();
          await withTimeout(siteBuilder.stop(), 30_000, "site builder stop").catch((e) => console.error(e));
          if (official.firestore) {
            await withTimeout(saving.then(saveOfficial), SAVE_TIMEOUT_MS, "saving the database").catch((e) =>
              console.error("could not save data:", e),
            );
          }
        } finally {
          await emulators.stop("SIGINT", 10_000);
          process.off("exit", killEmulators);
          forgetProcessGroups(config.dataDir);
          await nodeFirestore?.stop();
          await fakes.stop();
          log(`stopped; data kept in ${config.dataDir}`);
        }
      })();
      return stopping;
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s; going on`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
