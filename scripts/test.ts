import { spawn } from "node:child_process";
import { constants } from "node:os";

/**
 * `npm test`: the unit, integration and end-to-end suites in that order
 * (each its own npm script, so `npm run test:unit` and the rest stay the
 * way to run one), stopping at the first that fails with its exit code, and
 * ending with the wall time of each suite run: where a slow run spends its
 * time is the first thing to know about it (docs/testing.md).
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
    const child = spawn("npm", ["run", "--silent", script], { stdio: "inherit" });
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
console.log(suiteTable(runs));
process.exit(exitCode);
