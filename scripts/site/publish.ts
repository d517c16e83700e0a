import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { hostingDeploy } from "./hostingDeploy";
import { createSiteBuilder } from "./siteBuilder";
import { createSitePublisher } from "./sitePublisher";

/**
 * Publishes the public site to Firebase Hosting from the Firestore the
 * environment names (GOOGLE_APPLICATION_CREDENTIALS + FIREBASE_PROJECT_ID,
 * or an emulator). See docs/incremental-builds.md, "Production".
 *
 *   npm run site:publish                 one round: pending changes (a full build when the folder has no manifest), then deploy
 *   npm run site:publish -- --full       rebuild everything, then deploy (after a code deploy)
 *   npm run site:publish -- --watch      keep publishing: a full build first, then each change as it is saved
 *   --no-deploy                          update the folder only
 *   --out dist --work .site-build        the folder (must be firebase.json's hosting.public to deploy) and the scratch space
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
// firebase deploy uploads hosting.public, so the folder built must be that one.
const hostingPublic = resolve(root, (JSON.parse(readFileSync(resolve(root, "firebase.json"), "utf8")) as { hosting: { public: string } }).hosting.public);
if (!values["no-deploy"] && outDir !== hostingPublic) {
  console.error(`site: --out must be firebase.json's hosting.public (${hostingPublic}) to deploy; add --no-deploy to build elsewhere.`);
  process.exit(2);
}
const { createRepositories } = await import("../../src/lib/data");
const log = (message: string) => console.log(message);
const builder = createSiteBuilder({
  root,
  env: process.env,
  outDir,
  workDir: resolve(root, values.work),
  logDir: resolve(root, values.work, "logs"),
  repos: createRepositories(),
  log,
  // A one-off round exits after its deploy: no renderer to keep warm for later passes.
  keepWarm: values.watch,
});
const publisher = createSitePublisher({ builder, deploy: values["no-deploy"] ? null : hostingDeploy(root, process.env), log });

if (values.watch) {
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => publisher.stop());
  await publisher.watch();
} else {
  try {
    const round = await publisher.round(values.full);
    if (round.build === "none") log("site: nothing to publish");
  } catch (error) {
    // The folder keeps what was built; the next run deploys it (a full build when the manifest is missing).
    console.error(`site: publishing failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
process.exit(0);
