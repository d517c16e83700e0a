import { execFileSync } from "node:child_process";
import { existsSync, rmSync, mkdirSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import { stackEnv, type StackConfig } from "./config";
import { startFakeServices } from "./fakeServices";
import { localStackSecret, writeLocalSecrets } from "./localSecrets";
import { readHostingConfig } from "./hostingConfig";
import { startFirebaseEmulators } from "./firebaseEmulators";
import { startNodeFirestore } from "./nodeFirestore";
import { detectOfficialEmulators } from "./officialEmulators";
import { loadSnapshot, saveSnapshot } from "./persistence";
import { assertPortsFree } from "./ports";
import { createSiteBuilder } from "./siteBuilder";
import { forgetProcessGroups, recordProcessGroups, stopStaleProcesses } from "./staleProcesses";
import { startStaticServer } from "./staticServer";

export interface RunningStack {
  config: StackConfig;
  env: Record<string, string>;
  /** Re-runs the site build (content changed). */
  rebuildSite(): Promise<void>;
  stop(): Promise<void>;
}

const AUTOSAVE_MS = 20_000;

function log(message: string) {
  if (process.env.STACK_QUIET !== "1") console.log(`· ${message}`);
}

export async function startStack(config: StackConfig): Promise<RunningStack> {
  const started = Date.now();
  const stale = stopStaleProcesses(config.dataDir);
  if (stale > 0) {
    log(`stopped ${stale} emulator processes left over by an earlier run`);
    await new Promise((resolve) => setTimeout(resolve, 500)); // let their ports close
  }
  if (config.fresh) rmSync(config.dataDir, { recursive: true, force: true });
  mkdirSync(config.dataDir, { recursive: true });
  await assertPortsFree(config);
  const official = detectOfficialEmulators();
  const env = stackEnv(config, { PATH: `${join(config.root, "node_modules/.bin")}:${process.env.PATH ?? ""}`, LOCAL_STACK_SECRET: localStackSecret(config.dataDir) });
  if (official.storage) {
    delete env.FILE_STORE_DIR;
    env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${config.ports.firestore + 1119}`;
  }
  // This process seeds and snapshots through firebase-admin, which reads the emulator hosts from the environment.
  Object.assign(process.env, env);
  log(`Firestore: ${official.firestore ? "official emulator" : "Node emulator (@firestore-emulator/server)"}; files: ${official.storage ? "Storage emulator" : "local directory"}`);
  execFileSync(process.execPath, [join(config.root, "functions/build.mjs")], { stdio: "inherit" });

  writeLocalSecrets(config.root);
  const fakes = await startFakeServices(config);
  Object.assign(env, fakes.env);
  Object.assign(process.env, fakes.env);
  const nodeFirestore = official.firestore ? null : await startNodeFirestore(config.ports.firestore);
  const emulators = await startFirebaseEmulators(config, official, { ...process.env, ...env }).catch((error) => {
    nodeFirestore?.stop();
    void fakes.stop();
    throw error;
  });
  if (emulators.child.pid) recordProcessGroups(config.dataDir, [emulators.child.pid]);
  log(`emulators ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // Imported lazily: firebase-admin must see the emulator env first.
  const { firestore } = await import("../../src/lib/data/firestore");
  const { seedIfEmpty, ensureAccounts } = await import("../seed/seed");
  const db = firestore();
  const snapshotFile = join(config.dataDir, "firestore.json");
  if (await loadSnapshot(db, snapshotFile)) log(`data restored from ${snapshotFile}`);
  else if (config.seed && (await seedIfEmpty())) log("demo content seeded");
  if (config.seed) await ensureAccounts();
  // Migration: stored press HTML follows the current sanitizer rules (see resanitizePressPosts).
  const { createRepositories } = await import("../../src/lib/data");
  const { resanitizePressPosts } = await import("../../src/lib/data/resanitizePressPosts");
  const { sanitizeRichText } = await import("../../src/lib/server/sanitizeHtml");
  const cleaned = await resanitizePressPosts(createRepositories(db), sanitizeRichText);
  if (cleaned.length > 0) log(`press posts re-sanitized: ${cleaned.length}`);
  await saveSnapshot(db, snapshotFile);

  let saving = Promise.resolve();
  const autosave = setInterval(() => {
    saving = saving.then(() => saveSnapshot(db, snapshotFile)).catch((e) => console.error("autosave failed:", e));
  }, AUTOSAVE_MS);

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
    await rebuildSite();
    const { ports } = config;
    server = await startStaticServer(outDir, ports.web, {
      hosting: readHostingConfig(config.root),
      functions: { port: ports.functions, projectId: config.projectId, region: "us-central1", secret: env.LOCAL_STACK_SECRET! },
      // The emulators stand in for Google's endpoints of the production policy.
      cspAdditions: {
        "connect-src": [`http://127.0.0.1:${ports.auth}`],
        "media-src": [`http://127.0.0.1:${ports.functions}`],
      },
    });
    siteBuilder.start();
    log(`site built and served in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  let stopping: Promise<void> | null = null;
  return {
    config,
    env,
    rebuildSite,
    stop() {
      stopping ??= (async () => {
        clearInterval(autosave);
        await siteBuilder.stop();
        await saving;
        await saveSnapshot(db, snapshotFile).catch((e) => console.error("could not save data:", e));
        server?.close();
        await emulators.stop("SIGINT");
        forgetProcessGroups(config.dataDir);
        nodeFirestore?.stop();
        await fakes.stop();
        if (existsSync(emulators.logFile)) log(`stopped; data kept in ${config.dataDir}`);
      })();
      return stopping;
    },
  };
}
