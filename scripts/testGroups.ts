import { spawn } from "node:child_process";
import { constants } from "node:os";
import { createInterface } from "node:readline";
import { chromiumExecutable } from "./browser";
import type { GroupedSuite } from "../tests/testGroups";

/**
 * `npm run test:integration` and `npm run test:e2e`: the suite as
 * TEST_GROUPS groups (2 by default) side by side, each runner process with
 * its own stack (tests/testGroups.ts says which files each runs), every
 * output line marked with its group. With arguments (files, filters,
 * runner options) or TEST_GROUPS=1 it is the runner alone, as before, over
 * one stack. With TEST_GROUP=<n> (a lane of `npm test`, scripts/test.ts)
 * it runs that group alone, its lines marked all the same. Exits with the
 * first failing group's code.
 */
const RUNNERS: Record<GroupedSuite, string[]> = {
  integration: ["node_modules/.bin/vitest", "run", "--config", "vitest.integration.config.ts"],
  e2e: ["node_modules/.bin/playwright", "test"],
};

const [suite, ...args] = process.argv.slice(2) as [GroupedSuite, ...string[]];
if (!(suite in RUNNERS)) throw new Error(`usage: tsx scripts/testGroups.ts ${Object.keys(RUNNERS).join("|")} [runner arguments]`);
const groups = args.length > 0 ? 1 : Math.max(1, Number(process.env.TEST_GROUPS ?? 2) || 1);

const only = Number(process.env.TEST_GROUP);
const which =
  groups > 1 && Number.isInteger(only) && only >= 1 && only <= groups ? [only] : Array.from({ length: groups }, (_, i) => i + 1);

// Resolved once: the npm-shipped browser is unpacked on first use, and two groups doing it at once would write over each other.
const env: NodeJS.ProcessEnv = { ...process.env, TEST_SUITE: suite };
if (suite === "e2e") env.CHROMIUM_PATH = await chromiumExecutable();

function runGroup(group: number): Promise<{ group: number; code: number; seconds: number }> {
  const started = performance.now();
  const [command, ...runnerArgs] = RUNNERS[suite];
  const groupEnv = groups > 1 ? { ...env, TEST_GROUP: String(group), TEST_GROUPS: String(groups) } : env;
  const child = spawn(command!, [...runnerArgs!, ...args], { env: groupEnv, stdio: groups > 1 ? ["ignore", "pipe", "pipe"] : "inherit" });
  if (groups > 1) {
    for (const [stream, out] of [
      [child.stdout!, process.stdout],
      [child.stderr!, process.stderr],
    ] as const) {
      createInterface({ input: stream }).on("line", (line) => out.write(`[${group}] ${line}\n`));
    }
  }
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGTERM", forward);
  return new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      process.off("SIGTERM", forward);
      resolve({ group, code: code ?? 128 + (signal ? constants.signals[signal] : 0), seconds: (performance.now() - started) / 1000 });
    });
  });
}

// Ctrl-C reaches the runners from the terminal; they stop their stacks, and this process waits for them.
process.on("SIGINT", () => {});
const results = await Promise.all(which.map(runGroup));
if (which.length > 1) {
  console.log(`\n${suite}: ${groups} groups side by side`);
  for (const r of results)
    console.log(`  group ${r.group}  ${r.seconds.toFixed(0).padStart(5)} s  ${r.code === 0 ? "passed" : `failed (exit ${r.code})`}`);
}
process.exit(results.find((r) => r.code !== 0)?.code ?? 0);
