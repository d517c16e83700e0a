import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { constants } from "node:os";
import { resolve } from "node:path";
import { readRunReports, retriedLine } from "../tests/reporters/runReport";
import { chromiumExecutable } from "./browser";

/**
 * `npm test`: the unit suite beside the integration and end-to-end suites
 * in lanes (each suite its own npm script, so `npm run test:unit` and the
 * rest stay the way to run one). The machine's two cores are busy through
 * both slow suites, so they run as TEST_GROUPS (2) lanes side by side: lane
 * n runs integration group n, then end-to-end group n, each on its own
 * stack (tests/testGroups.ts deals the specs so that the lanes end
 * together). A lane whose integration group ends first starts its
 * end-to-end stack while the other is still at work: no core waits for the
 * slower group of a suite. The unit suite runs from the start beside the
 * lanes, in the time they wait on stacks, browsers and timers (it waited
 * for a core beside CI's checks before the lanes started, about 100 s of
 * the run); a failing unit suite stops the lanes at once, so a red unit
 * test is as quick to see as before. A lane stops at its first failing
 * suite; the run fails with the first failure's exit code, and ends with
 * the wall time of each suite run in each lane: where a slow run spends its
 * time is the first thing to know about it (docs/testing.md). Then the
 * slowest files of each suite, and every test that passed only on a retry
 * ("Passed only on retry: none" when none did), from what each runner wrote
 * into TEST_REPORT_DIR (tests/reporters/).
 */
const SUITES = ["test:unit", "test:integration", "test:e2e"] as const;
const LANED = ["test:integration", "test:e2e"] as const;

interface SuiteRun {
  suite: string;
  seconds: number;
  code: number;
}

/**
 * Runs `npm run <script>` with this terminal, in a process group of its
 * own, so that stopping it reaches every process of the suite at once (its
 * runner, workers and stack), as Ctrl-C in a terminal does. A stop request
 * (SIGINT, SIGTERM) sent to this process is passed on to every running
 * suite as Ctrl-C, and each takes its stack down.
 */
function runScript(script: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], {
      stdio: "inherit",
      detached: true,
      env: { ...process.env, ...extraEnv, TEST_REPORT_DIR: REPORT_DIR, TEST_SUITE: script.replace(/^test:/, "") },
    });
    running.add(child);
    child.on("exit", (code, signal) => {
      running.delete(child);
      resolve(code ?? 128 + (signal ? constants.signals[signal] : 0));
    });
  });
}

/** The suites running now: each its own process group. */
const running = new Set<ChildProcess>();
let stopped = false;
/** Stops every running suite as Ctrl-C would (each takes its stack down), and starts no other. */
function stopSuites() {
  // Once: a second Ctrl-C makes a runner quit without taking its stack down, and a terminal's Ctrl-C may reach this process twice (tsx relays it).
  if (stopped) return;
  stopped = true;
  for (const child of running) {
    try {
      process.kill(-child.pid!, "SIGINT");
    } catch {
      // The group has already gone.
    }
  }
}
process.on("SIGINT", stopSuites).on("SIGTERM", stopSuites);

function suiteTable(runs: SuiteRun[], wallSeconds: number): string {
  const width = Math.max(...runs.map((r) => r.suite.length));
  const rows = runs.map(
    (r) => `${r.suite.padEnd(width)}  ${r.seconds.toFixed(0).padStart(5)} s  ${r.code === 0 ? "passed" : `failed (exit ${r.code})`}`,
  );
  return ["", "Time of each suite:", ...rows, `${"total (wall)".padEnd(width)}  ${wallSeconds.toFixed(0).padStart(5)} s`].join("\n");
}

async function timed(suite: string, run: () => Promise<number>): Promise<SuiteRun> {
  const started = performance.now();
  const code = await run();
  return { suite, seconds: (performance.now() - started) / 1000, code };
}

/** One lane: integration group `lane`, then end-to-end group `lane`, stopping at the first failure. */
async function runLane(lane: number, lanes: number, browser: string): Promise<SuiteRun[]> {
  const env = { TEST_GROUP: String(lane), TEST_GROUPS: String(lanes), TEST_LANES: "1", CHROMIUM_PATH: browser };
  const runs: SuiteRun[] = [];
  for (const suite of LANED) {
    if (stopped) break;
    runs.push(await timed(`${suite} group ${lane}`, () => runScript(suite, env)));
    if (runs.at(-1)!.code !== 0) break;
  }
  return runs;
}

/** The slowest files of each runner's report, the place to look first when a suite's time grows. */
function slowestFiles(count: number): string {
  const lines: string[] = [];
  for (const report of readRunReports(REPORT_DIR)) {
    const files = Object.entries(report.files).sort((a, b) => b[1] - a[1]);
    if (files.length === 0) continue;
    lines.push(`Slowest files (${report.runner}, ${files.length} files, ${files.reduce((s, [, t]) => s + t, 0).toFixed(0)} s in all):`);
    for (const [file, seconds] of files.slice(0, count)) lines.push(`  ${seconds.toFixed(1).padStart(7)} s  ${file}`);
  }
  return lines.join("\n");
}

const REPORT_DIR = resolve(import.meta.dirname, "../.data/test-report");
rmSync(REPORT_DIR, { recursive: true, force: true });
const started = performance.now();
const lanes = Math.max(1, Number(process.env.TEST_GROUPS ?? 2) || 1);
// Resolved once, before the lanes: the npm-shipped browser is unpacked on first use, and two doing it at once would write over each other.
const browser = await chromiumExecutable();
const unit = timed(SUITES[0], () => runScript(SUITES[0])).then((run) => {
  if (run.code !== 0) stopSuites();
  return run;
});
const laneRuns = await Promise.all(Array.from({ length: lanes }, (_, i) => runLane(i + 1, lanes, browser)));
const runs: SuiteRun[] = [await unit, ...laneRuns.flat()];
// A failed unit suite first: the lanes it stopped exit with the signal's code, not theirs.
const exitCode = runs.find((r) => r.code !== 0)?.code ?? 0;
console.log(`\n${slowestFiles(5)}`);
console.log(suiteTable(runs, (performance.now() - started) / 1000));
console.log(retriedLine(readRunReports(REPORT_DIR).flatMap((r) => r.retried)));
process.exit(exitCode);
