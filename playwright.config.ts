import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./scripts/browser";
import { testStackEnv } from "./tests/stackPorts";
import { groupFiles } from "./tests/testGroups";

// End-to-end tests against the whole local stack (`npm start` on test ports,
// fresh seeded data) in the Chromium scripts/browser.ts picks: Debian's where
// installed, else the one npm installed.
const env = testStackEnv("e2e");
const baseURL = `http://localhost:${env.PORT}`;

// Run as one of npm test's groups (scripts/testGroups.ts): this group's specs only, on its own stack.
const group = groupFiles("e2e");
const MEDIA = /mediaUpload\.spec\.ts$/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const inGroup = group && new RegExp(`(^|/)(${group.map((f) => escape(f.replace(/^tests\/e2e\//, ""))).join("|")})$`);
const NOTHING = /^$/;

/**
 * The callables most specs reach (every admin page asks isAdmin and
 * myAccess; the list screens their lists), the ten called most in the
 * emulator's logs of a whole run (11-29): their workers start beside the stack's site build, so no
 * spec waits on their cold start. Fewer than the stack's worker bound
 * (docs/local-stack.md#function-workers), so warming evicts none of them.
 */
const WARM_FUNCTIONS = [
  "isAdmin",
  "myAccess",
  "listAdminReleases",
  "listAdminPressPosts",
  "listPublishSchedules",
  "listArtistChoices",
  "integrationStatus",
  "listAdminArtists",
  "listRoles",
  "listContentVersions",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Each group its own output folder: Playwright empties it when a run starts.
  outputDir: `test-results${process.env.TEST_GROUP && group ? `-${process.env.TEST_GROUP}` : ""}`,
  reporter: [["list"], ["./tests/reporters/playwrightRunReport.ts"]],
  use: {
    baseURL,
    // Recording a trace (a screencast and a DOM snapshot at every action) doubled a spec's CPU:
    // adminContent took 117 CPU seconds with it and 60 without (docs/testing.md#traces). A test that
    // fails is run once more on CI, and that retry records its trace; locally, `--trace on` asks for one.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: await chromiumExecutable(),
      args: CHROMIUM_ARGS,
    },
  },
  // The media specs replace seeded covers and press images; they run after the specs that
  // read the seeded catalogue as it was (in a group: its own stack's, after the group's specs).
  projects: [
    { name: "site", testIgnore: MEDIA, ...(inGroup && { testMatch: inGroup }) },
    { name: "media", testMatch: !group || group.some((f) => MEDIA.test(f)) ? MEDIA : NOTHING, dependencies: ["site"] },
  ],
  webServer: {
    command: "node_modules/.bin/tsx scripts/start.ts",
    url: baseURL,
    env: { ...env, STACK_QUIET: "0", STACK_WARM_FUNCTIONS: WARM_FUNCTIONS.join(",") },
    // A stack's start (emulators, seed, full site build) takes minutes on a loaded machine; that is its time, not an outcome.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    // SIGTERM lets the stack stop its emulators; a hard kill would orphan them.
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
  },
});
