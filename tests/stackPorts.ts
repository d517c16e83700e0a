import { portsEnvAbove } from "../scripts/stack/ports";

/**
 * Ports of the stacks the test runs start, away from the defaults so tests
 * can run while a developer's `npm start` is up. TEST_PORT_OFFSET moves a
 * whole run (two runs side by side need different offsets).
 */
// The crash test's stacks sit at 350, not 300: at 300 their hub port would be the e2e stack's logging port.
const BASES = { integration: 100, e2e: 200, crash: 350 } as const;

export function testStackEnv(kind: keyof typeof BASES, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const offset = Number(env.TEST_PORT_OFFSET ?? 0) || 0;
  const base = BASES[kind] + offset;
  const dataDir = `.data/test-${kind}${offset ? `-${offset}` : ""}`;
  return {
    ...portsEnvAbove(base, 20),
    STACK_DATA_DIR: dataDir,
    SITE_OUT_DIR: `${dataDir}/site`,
    ASTRO_CACHE_DIR: `${dataDir}/astro-cache`,
    STACK_FRESH: "1",
    STACK_QUIET: "1",
  };
}
