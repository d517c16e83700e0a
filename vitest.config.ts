import { defineConfig } from "vitest/config";

// Unit tests: pure code only, no emulators. Files that need a DOM opt in with
// `// @vitest-environment jsdom` (DOMPurify misbehaves under happy-dom).
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    reporters: ["default", "./tests/reporters/vitestRunReport.ts"],
    // Files share their workers' loaded modules: a fresh worker per file spent most of the run importing
    // the same modules again. A file that changes the environment restores it (vi.stubEnv, then vi.unstubAllEnvs).
    isolate: false,
    // A test's first import (jsdom, the audio decoders) can take seconds on a loaded machine: the outcome
    // must not depend on that, only the time. The same for a file's setup: loading every function's module
    // (auditDecisions, productionExports) took 24 s beside CI's type, lint and format checks.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
