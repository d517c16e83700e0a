import { relative } from "node:path";
import type { FullConfig, Reporter, Suite } from "@playwright/test/reporter";
import { retriedLine, writeRunReport } from "./runReport";

/**
 * Per-spec seconds (the sum of its tests' attempts: one worker runs a file's
 * tests one after another) and the tests that passed only on a retry,
 * which Playwright calls flaky (tests/reporters/runReport.ts).
 */
export default class PlaywrightRunReport implements Reporter {
  private root = process.cwd();
  private suite: Suite | undefined;

  onBegin(config: FullConfig, suite: Suite): void {
    this.root = config.rootDir;
    this.suite = suite;
  }

  onEnd(): void {
    const ms = new Map<string, number>();
    const retried: string[] = [];
    for (const test of this.suite?.allTests() ?? []) {
      const file = relative(process.cwd(), test.location.file);
      ms.set(file, (ms.get(file) ?? 0) + test.results.reduce((sum, r) => sum + r.duration, 0));
      if (test.outcome() === "flaky") retried.push(`${relative(this.root, test.location.file)} › ${test.titlePath().slice(3).join(" › ")}`);
    }
    console.log(retriedLine(retried));
    const files = Object.fromEntries([...ms].map(([file, total]) => [file, Math.round(total / 100) / 10]));
    writeRunReport({ runner: process.env.TEST_SUITE ?? "playwright", files, retried });
  }
}
