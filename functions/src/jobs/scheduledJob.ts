import { logger } from "firebase-functions/logger";
import { onSchedule } from "firebase-functions/scheduler";
import { createRepositories } from "../../../src/lib/data";
import { fileStore } from "../../../src/lib/files";
import { describeJobRun, runJob, type JobDefinition } from "../../../src/lib/jobs";

/**
 * A job as a Cloud Function run by Cloud Scheduler on the job's schedule, in
 * its time zone. The body is the same the local stack and `npm run job` run.
 * One retry: a failed run is safe to repeat (jobs are idempotent).
 */
export function scheduledJob(job: JobDefinition) {
  return onSchedule({ schedule: job.schedule, timeZone: job.timeZone, retryCount: 1, ...job.runtime }, async () => {
    const report = await runJob(job, {
      now: new Date(),
      repos: createRepositories(),
      files: fileStore(),
      log: (message) => logger.info(`${job.name}: ${message}`),
    });
    logger.info(describeJobRun(report));
  });
}
