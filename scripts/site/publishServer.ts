import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createRepositories } from "../../src/lib/data";
import { createHostingPublisher, hostingDeployFromEnv } from "./hostingPublisher";
import { createPublishService } from "./publishService";
import { createSiteBuilder } from "./siteBuilder";

/**
 * The production publisher's process: a Cloud Run service built from this
 * repository (docs/incremental-builds.md#production), listening on PORT.
 * Its folder is the instance's scratch disk: a new instance's first round
 * is a full build (Hosting still receives only the files that changed),
 * later rounds render through the warm renderer, kept loaded while the
 * instance lives.
 *
 *   PORT=8080 HOSTING_SITE=<site> FIREBASE_PROJECT_ID=<project> SITE_URL=https://… npx tsx scripts/site/publishServer.ts
 */
const root = resolve(import.meta.dirname, "../..");
const scratch = process.env.SITE_PUBLISH_DIR || join(tmpdir(), "site-publisher");
const log = (message: string) => console.log(message);
const repos = createRepositories();
const builder = createSiteBuilder({
  root,
  env: process.env,
  outDir: join(scratch, "site"),
  workDir: join(scratch, "work"),
  logDir: join(scratch, "logs"),
  repos,
  log,
  acknowledgeChanges: false,
});
const publisher = createHostingPublisher({
  builder,
  repos,
  outDir: join(scratch, "site"),
  deploy: hostingDeployFromEnv(process.env),
  releasedFile: join(scratch, "work", "released.json"),
  log,
});
const service = createPublishService(publisher, log);
const server = createServer((request, response) => void service.handle(request, response));
server.listen(Number(process.env.PORT || 8080), () => log(`site: publisher listening on ${process.env.PORT || 8080}`));
process.once("SIGTERM", () => {
  server.close();
  void builder.stop().finally(() => process.exit(0));
});
