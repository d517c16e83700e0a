import { portsEnvAbove } from "../scripts/stack/ports";

/**
 * Ports of the stacks the test runs start, away from the defaults so tests
 * can run while a developer's `npm start` is up. TEST_PORT_OFFSET moves a
 * whole run (two runs side by side need different offsets, in thousands).
 * Each stack sits its base above every default port (portsEnvAbove), 150
 * apart: nearer, or at round hundreds, one stack's hub, logging, Auth or
 * internal ports land on another's (4400 + 100 is the default logging port).
 * tests/unit/stack/stackPorts.test.ts proves no two stacks share a port.
 *
 * `npm test` runs the integration and end-to-end suites in two groups side
 * by side (scripts/testGroups.ts), each with its own stack: the second
 * group (TEST_GROUP=2) takes the `-2` stacks. The crash and workers stacks
 * have no second: the files that start them all run in the first group.
 */
export const TEST_STACK_BASES = { integration: 150, e2e: 300, crash: 450, workers: 600, "integration-2": 750, "e2e-2": 900 } as const;

export type TestStackKind = keyof typeof TEST_STACK_BASES;

/** The stack of `kind` this process's group uses: the `-2` one in the second group, where there is one. */
export function groupStackKind(kind: TestStackKind, env: NodeJS.ProcessEnv = process.env): TestStackKind {
  const second = `${kind}-2`;
  return env.TEST_GROUP === "2" && second in TEST_STACK_BASES ? (second as TestStackKind) : kind;
}

export function testStackEnv(kind: TestStackKind, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const offset = Number(env.TEST_PORT_OFFSET ?? 0) || 0;
  const stack = groupStackKind(kind, env);
  const base = TEST_STACK_BASES[stack] + offset;
  const dataDir = `.data/test-${stack}${offset ? `-${offset}` : ""}`;
  return {
    ...portsEnvAbove(base),
    STACK_DATA_DIR: dataDir,
    SITE_OUT_DIR: `${dataDir}/site`,
    ASTRO_CACHE_DIR: `${dataDir}/astro-cache`,
    STACK_FRESH: "1",
    STACK_QUIET: "1",
    // One renderer process a test stack: its site is tens of pages, and a second start is a second Vite build.
    SITE_RENDERERS: "1",
  };
}
