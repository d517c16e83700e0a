import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startJobScheduler } from "../../../scripts/stack/jobScheduler";
import type { Repositories } from "../../../src/lib/data";
import type { FileStore } from "../../../src/lib/files";
import type { JobDefinition, JobRunReport, runJob } from "../../../src/lib/jobs";

/**
 * The local scheduler's timing, on a fake clock: which moments it runs a job
 * at, in the job's time zone. What a run does is runJob's business, tested
 * against the emulators; here a recording runner stands in for it.
 */
const job = (name: string, schedule: string, timeZone: string): JobDefinition => ({
  name,
  description: name,
  schedule,
  timeZone,
  run: async () => "ran",
});
const context = { repos: {} as Repositories, files: {} as FileStore };

function recordingRunner(durationMs = 0) {
  const runs: { job: string; now: string }[] = [];
  const run: typeof runJob = async (definition, { now }) => {
    runs.push({ job: definition.name, now: now.toISOString() });
    if (durationMs > 0) await new Promise((resolve) => setTimeout(resolve, durationMs));
    return { job: definition.name, now, outcome: "done", summary: "ran", durationMs } satisfies JobRunReport;
  };
  return { runs, run };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("startJobScheduler", () => {
  it("runs each job at its cron times, read in its time zone, across a clock change", { timeout: 30_000 }, async () => {
    vi.setSystemTime(new Date("2027-03-27T01:00:00Z"));
    const { runs, run } = recordingRunner();
    const log: string[] = [];
    const scheduler = startJobScheduler({
      jobs: [job("berlin-daily", "0 3 * * *", "Europe/Berlin"), job("utc-daily", "0 3 * * *", "UTC")],
      context,
      log: (m) => log.push(m),
      run,
    });
    expect(scheduler.nextRuns()).toEqual([
      { job: "berlin-daily", at: new Date("2027-03-27T02:00:00Z") },
      { job: "utc-daily", at: new Date("2027-03-27T03:00:00Z") },
    ]);

    await vi.advanceTimersByTimeAsync(26.5 * 60 * 60 * 1000);
    // Berlin moves to summer time on 28 March: 03:00 there is 02:00Z, then 01:00Z.
    expect(runs).toEqual([
      { job: "berlin-daily", now: "2027-03-27T02:00:00.000Z" },
      { job: "utc-daily", now: "2027-03-27T03:00:00.000Z" },
      { job: "berlin-daily", now: "2027-03-28T01:00:00.000Z" },
      { job: "utc-daily", now: "2027-03-28T03:00:00.000Z" },
    ]);
    expect(log[0]).toBe("job berlin-daily (as of 2027-03-27T02:00:00.000Z): ran [0 ms]");
    await scheduler.stop();
  });

  it("never overlaps runs of one job: ticks during a run become one run after it, and stop waits for it", async () => {
    vi.setSystemTime(new Date("2027-01-01T00:00:30Z"));
    const { runs, run } = recordingRunner(150_000);
    const scheduler = startJobScheduler({ jobs: [job("every-minute", "* * * * *", "UTC")], context, log: () => {}, run });
    await vi.advanceTimersByTimeAsync(4 * 60 * 1000);
    // Runs at 00:01 until 00:03:30; the 00:02 and 00:03 ticks wait for it and make one run as it ends.
    expect(runs.map((r) => r.now)).toEqual(["2027-01-01T00:01:00.000Z", "2027-01-01T00:03:30.000Z"]);

    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(100_000);
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(runs).toHaveLength(2);
  });

  it("logs a failed run and keeps the schedule", async () => {
    vi.setSystemTime(new Date("2027-01-01T00:00:30Z"));
    const log: string[] = [];
    let calls = 0;
    const run: typeof runJob = async () => {
      calls += 1;
      throw new Error("Firestore unavailable");
    };
    const scheduler = startJobScheduler({ jobs: [job("flaky", "* * * * *", "UTC")], context, log: (m) => log.push(m), run });
    await vi.advanceTimersByTimeAsync(2 * 60 * 1000);
    expect(calls).toBe(2);
    expect(log).toEqual(["job flaky failed: Firestore unavailable", "job flaky failed: Firestore unavailable"]);
    await scheduler.stop();
  });
});
