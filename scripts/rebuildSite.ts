import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { createSiteBuilder } from "./stack/siteBuilder";

/**
 * One pass of the site builder outside the local stack, for the production
 * job (docs/incremental-builds.md): against the Firestore the environment
 * names (GOOGLE_APPLICATION_CREDENTIALS + FIREBASE_PROJECT_ID, or an
 * emulator), it puts the pending content changes into the site folder, or
 * rebuilds everything with --full (or when the folder has no manifest yet).
 *
 *   npm exec -- tsx scripts/rebuildSite.ts [--full] [--out dist] [--work .site-build]
 *
 * Then `firebase deploy --only hosting` uploads only the files that changed.
 */
const { values } = parseArgs({
  options: {
    full: { type: "boolean", default: false },
    out: { type: "string", default: process.env.SITE_OUT_DIR || "dist" },
    work: { type: "string", default: ".site-build" },
  },
});
const root = resolve(import.meta.dirname, "..");
const { createRepositories } = await import("../src/lib/data");
const builder = createSiteBuilder({
  root,
  env: process.env,
  outDir: resolve(root, values.out),
  workDir: resolve(root, values.work),
  logDir: resolve(root, values.work, "logs"),
  repos: createRepositories(),
  log: (message) => console.log(message),
});
if (values.full || !(await builder.readManifest())) {
  const report = await builder.fullBuild();
  console.log(`site: full build, ${Object.keys(report.rendered).length} content pages`);
} else {
  const result = await builder.rebuildOnce();
  if (!result) console.log("site: nothing to rebuild");
}
process.exit(0);
