import { appendFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "vitest/config";
import { stackConfig, stackEnv } from "./scripts/stack/config";
import { testStackEnv } from "./tests/stackPorts";
import { groupFiles } from "./tests/testGroups";
import { isFunctionLogEntry } from "./tests/integration/inProcessFunctions";

// Integration tests: repositories and functions against the local emulators,
// which globalSetup starts. One file at a time: they share one database.
// As one of npm test's groups (scripts/testGroups.ts): the group's files, on its own stack.
// No scheduled runs: tests run jobs themselves, at the times they choose.
const env = { ...testStackEnv("integration"), STACK_SITE: "0", STACK_SEED: "0", STACK_JOBS: "0" };
const config = stackConfig({ ...process.env, ...env });
const functionsLog = join(config.dataDir, "logs", "functions-in-process.log");

export default defineConfig({
  test: {
    include: groupFiles("integration") ?? ["tests/integration/**/*.test.ts"],
    reporters: ["default", "./tests/reporters/vitestRunReport.ts"],
    environment: "node",
    globalSetup: ["tests/integration/globalSetup.ts"],
    // The environment the Functions emulator gives its workers, for the functions the tests load in process (inProcessFunctions.ts).
    setupFiles: ["tests/integration/functionsEnvSetup.ts"],
    fileParallelism: false,
    // Files share one module graph (the unit suite's setting): loading the functions, the data
    // layer and their clients anew for each of 87 files was half a group's time (docs/testing.md#isolation).
    isolate: false,
    // Generous: a test waits on cold function workers and job processes, whose start depends on the machine's load, never on the outcome.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    env: { ...env, ...stackEnv(config) },
    // The functions the tests load in process log as the emulator's workers do: to the stack's log folder, not the report.
    onConsoleLog(log) {
      if (!isFunctionLogEntry(log)) return;
      mkdirSync(join(config.dataDir, "logs"), { recursive: true });
      appendFileSync(functionsLog, log.endsWith("\n") ? log : `${log}\n`);
      return false;
    },
  },
});
