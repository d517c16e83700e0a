import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * What each runner process leaves for `npm test`'s summary (in
 * TEST_REPORT_DIR, which scripts/test.ts sets): the seconds each test file
 * took, and every test that passed only on a retry. A test that needs a
 * retry to pass is a flaky outcome, which a green run must not hide.
 */
export interface RunReport {
  runner: string;
  files: Record<string, number>;
  retried: string[];
}

export function retriedLine(retried: string[]): string {
  return retried.length === 0 ? "Passed only on retry: none" : ["Passed only on retry:", ...retried.map((t) => `  ${t}`)].join("\n");
}

export function writeRunReport(report: RunReport, env: NodeJS.ProcessEnv = process.env): void {
  const dir = env.TEST_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = `${report.runner}${env.TEST_GROUP ? `-group${env.TEST_GROUP}` : ""}.json`;
  writeFileSync(join(dir, name), JSON.stringify(report, null, 2));
}

export function readRunReports(dir: string): RunReport[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith(".json"))
    .sort()
    .map((n) => JSON.parse(readFileSync(join(dir, n), "utf8")) as RunReport);
}
