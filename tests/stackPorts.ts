import { portsEnvAbove } from "../scripts/stack/ports";

/**
 * Ports of the stacks the test runs start, away from the defaults so tests
 * can run while a developer's `npm start` is up. TEST_PORT_OFFSET moves a
 * whole run (two runs side by side need different offsets, in thousands).
 * Each stack sits its base above every default port (portsEnvAbove), 150
 * apart: nearer, or at round hundreds, one stack's hub, logging, Auth or
 * internal ports land on another's (4400 + 100 is the default logging port).
 * tests/unit/stack/stackPorts.test.ts proves no two stacks share a port.
 */
export const TEST_STACK_BASES = { integration: 150, e2e: 300, crash: 450, workers: 600 } as const;

export function testStackEnv(kind: keyof typeof TEST_STACK_BASES, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const offset = Number(env.TEST_PORT_OFFSET ?? 0) || 0;
  const base = TEST_STACK_BASES[kind] + offset;
  const dataDir = `.data/test-${kind}${offset ? `-${offset}` : ""}`;
  return {
    ...portsEnvAbove(base),
    STACK_DATA_DIR: dataDir,
    SITE_OUT_DIR: `${dataDir}/site`,
    ASTRO_CACHE_DIR: `${dataDir}/astro-cache`,
    STACK_FRESH: "1",
    STACK_QUIET: "1",
  };
}
