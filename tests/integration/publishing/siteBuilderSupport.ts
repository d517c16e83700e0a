import { rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createSiteBuilder, type SiteBuilder } from "../../../scripts/site/siteBuilder";
import { repositories, resetDatabase } from "../support";

/**
 * A real site builder over its own folder for one test file, built in full
 * and with its renderer warm before the tests (the full build is its start,
 * as in the stack: the tests are of the passes, not of the renderer's
 * start), stopped and its folder removed after them. `builder()` is the
 * running builder; the tests call `start()` when they want its passes.
 */
export function useWarmSiteBuilder(
  name: string,
  options: { pollMs?: number; passesPerSnapshot?: number; log?: (message: string) => void } = {},
) {
  const root = resolve(import.meta.dirname, "../../..");
  const folder = resolve(root, process.env.STACK_DATA_DIR ?? ".data/test-integration", name);
  const outDir = join(folder, "site");
  let builder: SiteBuilder | undefined;

  beforeAll(async () => {
    await resetDatabase();
    await rm(folder, { recursive: true, force: true });
    builder = createSiteBuilder({
      root,
      env: process.env,
      outDir,
      workDir: join(folder, "work"),
      logDir: join(folder, "logs"),
      repos: repositories(),
      ...options,
    });
    await builder.fullBuild();
    await builder.warm();
  }, 480_000);

  afterAll(async () => {
    await builder?.stop();
    await resetDatabase();
    await rm(folder, { recursive: true, force: true });
  }, 120_000);

  return {
    outDir,
    builder(): SiteBuilder {
      if (!builder) throw new Error("The site builder starts in beforeAll");
      return builder;
    },
  };
}
