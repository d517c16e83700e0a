/**
 * Ports of the stacks the test runs start, away from the defaults so tests
 * can run while a developer's `npm start` is up.
 */
export function testStackEnv(kind: "integration" | "e2e"): Record<string, string> {
  const base = kind === "integration" ? 100 : 200;
  return {
    PORT: String(4321 + base / 10),
    FIRESTORE_PORT: String(8080 + base),
    AUTH_PORT: String(9099 + base),
    FUNCTIONS_PORT: String(5001 + base),
    HUB_PORT: String(4400 + base),
    LOGGING_PORT: String(4500 + base),
    STACK_DATA_DIR: `.data/test-${kind}`,
    SITE_OUT_DIR: `.data/test-${kind}/site`,
    STACK_FRESH: "1",
    STACK_QUIET: "1",
  };
}
