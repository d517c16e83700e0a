import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { hostingDeploy } from "./hostingDeploy";
import { createHostingPublisher, hostingDeployFromEnv, type Deploy } from "./hostingPublisher";
import { createSiteBuilder } from "./siteBuilder";

/**
 * Publishes the public site to Firebase Hosting from the Firestore the
 * environment names (GOOGLE_APPLICATION_CREDENTIALS + FIREBASE_PROJECT_ID,
 * or an emulator). See docs/incremental-builds.md, "Production".
 *
 *   npm run site:publish                 one round: pending changes (a full build when the folder has no manifest), then a release through the Hosting REST API
 *   npm run site:publish -- --full       rebuild everything and deploy it with firebase-tools, firebase.json's headers and rewrites included (after a code deploy)
 *   npm run site:publish -- --watch      keep publishing: a full build first, then a round every 2 s
 *   --no-deploy                          update the folder only
 *   --out dist --work .site-build        the folder (must be firebase.json's hosting.public for --full) and the scratch space
 */
const { values } = parseArgs({
  options: {
    full: { type: "boolean", default: false },
    watch: { type: "boolean", default: false },
    "no-deploy": { type: "boolean", default: false },
    out: { type: "string", default: process.env.SITE_OUT_DIR || "dist" },
    work: { type: "string", default: ".site-build" },
  },
});
const root = resolve(import.meta.dirname, "../..");
const outDir = resolve(root, values.out);
// firebase deploy uploads hosting.public, so the folder a --full round builds must be that one.
const hostingPublic = resolve(
  root,
  (JSON.parse(readFileSync(resolve(root, "firebase.json"), "utf8")) as { hosting: { public: string } }).hosting.public,
);
if (values.full && !values["no-deploy"] && outDir !== hostingPublic) {
  console.error(
    `site: --out must be firebase.json's hosting.public (${hostingPublic}) to deploy with --full; add --no-deploy to build elsewhere.`,
  );
  process.exit(2);
}
const { createRepositories } = await import("../../src/lib/data");
const log = (message: string) => console.log(message);
const repos = createRepositories();
const builder = createSiteBuilder({
  root,
  env: process.env,
  outDir,
  workDir: resolve(root, values.work),
  logDir: resolve(root, values.work, "logs"),
  repos,
  log,
  // A one-off round exits after its deploy: no renderer to keep warm for later passes.
  keepWarm: values.watch,
  // Changes are acknowledged once Hosting has released them, not when they reach the folder.
  acknowledgeChanges: values["no-deploy"],
});

/** firebase-tools' deploy of the whole folder with firebase.json's config; Hosting still uploads only the files it lacks. */
const firebaseToolsDeploy: Deploy = {
  // Always a full build: the folder's past does not matter.
  liveVersion: async () => null,
  async deploy(_folder, message) {
    await hostingDeploy(root, process.env)(message);
    // firebase-tools prints its own counts and does not name its version: the next REST round rebuilds everything once.
    return { version: "firebase deploy --only hosting", live: null, changed: [], removed: [], uploaded: 0 };
  },
};
let deploy: Deploy | null;
try {
  deploy = values["no-deploy"] ? null : values.full ? firebaseToolsDeploy : hostingDeployFromEnv(process.env);
} catch (error) {
  console.error(`site: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const publisher = createHostingPublisher({
  builder,
  repos,
  outDir,
  deploy,
  releasedFile: resolve(root, values.work, "released.json"),
  log,
});

const WATCH_MS = 2000;
const RETRY_MS = 15_000;
let stopped = false;
try {
  if (values.watch) {
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => (stopped = true));
    // A worker starts with a full build (its code may be new); then a round every 2 s, 15 s after a failure.
    for (let full = true; !stopped; full = false) {
      const failed = await publisher.round(full).then(
        () => false,
        (error: unknown) => (log(`site: publishing failed, retrying: ${error instanceof Error ? error.message : String(error)}`), true),
      );
      await new Promise((done) => setTimeout(done, failed ? RETRY_MS : WATCH_MS));
    }
  } else {
    const result = await publisher.round(values.full);
    if (result.acquired && result.round.build === "none" && !result.round.deployed) log("site: nothing to publish");
    if (!result.acquired) process.exitCode = 3;
  }
} catch (error) {
  // Nothing was acknowledged: the next run renders and deploys the same changes.
  console.error(`site: publishing failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
process.exit(process.exitCode ?? 0);
