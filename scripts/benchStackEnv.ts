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
