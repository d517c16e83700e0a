import { Cron } from "croner";
import { describe, expect, it } from "vitest";
import * as jobExports from "../../../functions/src/exports/jobs";
import { isTimeZone } from "../../../src/lib/domain/shared";
import { JOBS, findJob, jobFunctionName } from "../../../src/lib/jobs";

describe("the job registry", () => {
  it("names every job once, in kebab-case", () => {
    const names = JOBS.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
    expect(findJob("demo-audio-retention")?.schedule).toBe("0 3 * * *");
    expect(findJob("no-such-job")).toBeUndefined();
  });

  it("gives every job a five-field cron schedule and a real time zone", () => {
    for (const job of JOBS) {
      expect(() => new Cron(job.schedule, { mode: "5-part", timezone: job.timeZone, paused: true }), job.name).not.toThrow();
      expect(isTimeZone(job.timeZone), job.name).toBe(true);
    }
  });

  it("exports each job, and only jobs, as a scheduled Cloud Function named after it", () => {
    expect(Object.keys(jobExports).sort()).toEqual(JOBS.map((job) => jobFunctionName(job.name)).sort());
    expect(jobFunctionName("demo-audio-retention")).toBe("demoAudioRetention");
    for (const job of JOBS) {
      const endpoint = (jobExports as Record<string, { __endpoint?: { scheduleTrigger?: { schedule: string; timeZone?: string } } }>)[
        jobFunctionName(job.name)
      ]?.__endpoint;
      expect(endpoint?.scheduleTrigger).toMatchObject({ schedule: job.schedule, timeZone: job.timeZone });
    }
  });
});
