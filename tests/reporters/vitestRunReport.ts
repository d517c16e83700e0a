import type { Reporter, TestCase, TestModule } from "vitest/node";
import { retriedLine, writeRunReport } from "./runReport";

/** Per-file seconds and the tests that passed only on a retry (tests/reporters/runReport.ts). */
export default class VitestRunReport implements Reporter {
  private readonly files: Record<string, number> = {};
  private readonly retried: string[] = [];

  onTestModuleEnd(module: TestModule): void {
    const d = module.diagnostic();
    this.files[module.relativeModuleId] = Math.round((d.collectDuration + d.setupDuration + d.duration) / 100) / 10;
    // Written as each file ends too: a run stopped half-way still leaves the figures of the files it finished.
    this.write();
  }

  private write(): void {
    writeRunReport({ runner: process.env.TEST_SUITE ?? "vitest", files: this.files, retried: this.retried });
  }

  onTestCaseResult(test: TestCase): void {
    if (test.result().state === "passed" && (test.diagnostic()?.retryCount ?? 0) > 0)
      this.retried.push(`${test.module.relativeModuleId} > ${test.fullName}`);
  }

  onTestRunEnd(): void {
    console.log(retriedLine(this.retried));
    this.write();
  }
}
