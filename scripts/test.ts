import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { constants } from "node:os";
import { resolve } from "node:path";
import { readRunReports, retriedLine } from "../tests/reporters/runReport";

/**
 * `npm test`: the unit, integration and end-to-end suites in that order
 * (each its own npm script, so `npm run test:unit` and the rest stay the
 * way to run one), stopping at the first that fails with its exit code, and
 * ending with the wall time of each suite run: where a slow run spends its
 * time is the first thing to know about it (docs/testing.md). Then the
 * slowest files of each suite, and every test that passed only on a retry
 * ("Passed only on retry: none" when none did), from what each runner
 * wrote into TEST_REPORT_DIR (tests/reporters/).
 */
const SUITES = ["test:unit", "test:integration", "test:e2e"] as const;

interface SuiteRun {
  suite: string;
  seconds: number;
  code: number;
}

/**
 * Runs `npm run <script>` with this terminal. A stop request sent to this
 * process (SIGTERM) is passed on, so the suite can take its stack down;
 * Ctrl-C reaches the suite from the terminal itself, and a second one
 * passed on would make it quit without stopping its stack.
 */
function runScript(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: "inherit", env: { ...process.env, TEST_REPORT_DIR: REPORT_DIR, TEST_SUITE: script.replace(/^test:/, "") } });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    const waitForSuite = () => {};
    process.on("SIGINT", waitForSuite).on("SIGTERM", forward);
    child.on("exit", (code, signal) => {
      process.off("SIGINT", waitForSuite).off("SIGTERM", forward);
      resolve(code ?? 128 + (signal ? constants.signals[signal] : 0));
    });
  });
}

function suiteTable(runs: SuiteRun[]): string {
  const width = Math.max(...SUITES.map((s) => s.length));
  const rows = runs.map((r) => `${r.suite.padEnd(width)}  ${r.seconds.toFixed(0).padStart(5)} s  ${r.code === 0 ? "passed" : `failed (exit ${r.code})`}`);
  const total = runs.reduce((sum, r) => sum + r.seconds, 0);
  return ["", "Time of each suite:", ...rows, `${"total".padEnd(width)}  ${total.toFixed(0).padStart(5)} s`].join("\n");
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
const runs: SuiteRun[] = [];
let exitCode = 0;
for (const suite of SUITES) {
  const started = performance.now();
  const code = await runScript(suite);
  runs.push({ suite, seconds: (performance.now() - started) / 1000, code });
  if (code !== 0) {
    exitCode = code;
    break;
  }
}
console.log(`\n${slowestFiles(5)}`);
console.log(suiteTable(runs));
console.log(retriedLine(readRunReports(REPORT_DIR).flatMap((r) => r.retried)));
process.exit(exitCode);
