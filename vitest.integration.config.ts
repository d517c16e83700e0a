import { defineConfig } from "vitest/config";
import { stackConfig, stackEnv } from "./scripts/stack/config";
import { testStackEnv } from "./tests/stackPorts";
import { groupFiles } from "./tests/testGroups";

// Integration tests: repositories and functions against the local emulators,
// which globalSetup starts. One file at a time: they share one database.
// As one of npm test's groups (scripts/testGroups.ts): the group's files, on its own stack.
// No scheduled runs: tests run jobs themselves, at the times they choose.
const env = { ...testStackEnv("integration"), STACK_SITE: "0", STACK_SEED: "0", STACK_JOBS: "0" };
const config = stackConfig({ ...process.env, ...env });

export default defineConfig({
  test: {
    include: groupFiles("integration") ?? ["tests/integration/**/*.test.ts"],
    reporters: ["default", "./tests/reporters/vitestRunReport.ts"],
    environment: "node",
    globalSetup: ["tests/integration/globalSetup.ts"],
    fileParallelism: false,
    // Generous: a test waits on cold function workers and job processes, whose start depends on the machine's load, never on the outcome.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    env: { ...env, ...stackEnv(config) },
  },
});
