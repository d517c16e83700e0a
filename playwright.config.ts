import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./scripts/browser";
import { testStackEnv } from "./tests/stackPorts";

// End-to-end tests against the whole local stack (`npm start` on test ports,
// fresh seeded data) in the Chromium scripts/browser.ts picks: Debian's where
// installed, else the one npm installed.
const env = testStackEnv("e2e");
const baseURL = `http://localhost:${env.PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? "list" : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: await chromiumExecutable(),
      args: CHROMIUM_ARGS,
    },
  },
  // The media specs replace seeded covers and press images; they run after the specs that
  // read the seeded catalogue as it was.
  projects: [
    { name: "site", testIgnore: /mediaUpload\.spec\.ts$/ },
    { name: "media", testMatch: /mediaUpload\.spec\.ts$/, dependencies: ["site"] },
  ],
  webServer: {
    command: "node_modules/.bin/tsx scripts/start.ts",
    url: baseURL,
    env: { ...env, STACK_QUIET: "0" },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    // SIGTERM lets the stack stop its emulators; a hard kill would orphan them.
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
  },
});
