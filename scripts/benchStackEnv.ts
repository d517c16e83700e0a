import { join } from "node:path";
import type { Repositories } from "../src/lib/data";
import { createSiteBuilder, type SiteBuilderOptions } from "./site/siteBuilder";
import type { StackConfig } from "./stack/config";
import { portsEnvAbove } from "./stack/ports";

/**
 * The environment of a bench's own stack: every port `portBase` above the
 * defaults (moved by TEST_PORT_OFFSET), fresh data in `dataDir`, no site
 * build, no seed, no scheduled jobs.
 */
export function benchStackEnv(portBase: number, dataDir: string): Record<string, string> {
  const base = portBase + Number(process.env.TEST_PORT_OFFSET ?? 0);
  return {
    ...portsEnvAbove(base),
    STACK_DATA_DIR: dataDir,
    SITE_OUT_DIR: `${dataDir}/site`,
    ASTRO_CACHE_DIR: `${dataDir}/astro-cache`,
    STACK_FRESH: "1",
    STACK_QUIET: "1",
    STACK_SITE: "0",
    STACK_SEED: "0",
    STACK_JOBS: "0",
  };
}

/**
 * A seeded stack with the site built and served, `portBase` above the
 * default ports (the player's and Lighthouse's figures): its config, and a
 * stop that also deletes its data unless BENCH_KEEP=1.
 */
export async function startSeededBenchStack(portBase: number, dataDir: string) {
  const [{ stackConfig }, { startStack }, { rm }] = await Promise.all([
    import("./stack/config"),
    import("./stack"),
    import("node:fs/promises"),
  ]);
  const config = stackConfig({ ...process.env, ...benchStackEnv(portBase, dataDir), STACK_SITE: "1", STACK_SEED: "1" });
  const stack = await startStack(config);
  return {
    config,
    stop: async () => {
      await stack.stop();
      if (process.env.BENCH_KEEP !== "1") await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A bench part run alone (`npx tsx scripts/<bench>.ts`): `run` on a seeded
 * stack of its own without the site, `portBase` above the default ports,
 * its data deleted afterwards unless BENCH_KEEP=1; then the process ends.
 */
export async function runAloneOnSeededStack(
  portBase: number,
  dataDir: string,
  run: (repos: Repositories) => Promise<void>,
): Promise<never> {
  const [{ stackConfig }, { startStack }, { rm }, { createRepositories }] = await Promise.all([
    import("./stack/config"),
    import("./stack"),
    import("node:fs/promises"),
    import("../src/lib/data"),
  ]);
  const config = stackConfig({ ...process.env, ...benchStackEnv(portBase, dataDir), STACK_SEED: "1" });
  const stack = await startStack(config);
  try {
    await run(createRepositories());
  } finally {
    await stack.stop();
    if (process.env.BENCH_KEEP !== "1") await rm(config.dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}

/** A bench's own site builder on its stack's data folder (served folder, work folder, logs), as `npm start` makes it. */
export function benchSiteBuilder(
  config: StackConfig,
  env: NodeJS.ProcessEnv,
  repos: Repositories,
  options: Partial<SiteBuilderOptions> = {},
) {
  return createSiteBuilder({
    root: config.root,
    env,
    outDir: config.siteDir,
    workDir: join(config.dataDir, "site-build"),
    logDir: join(config.dataDir, "logs"),
    repos,
    ...options,
  });
}
