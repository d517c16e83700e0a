import { logger } from "firebase-functions/logger";
import { onSchedule } from "firebase-functions/scheduler";
import { describeJobRun, type JobDefinition } from "../../../src/lib/jobs";
import { systemCaller } from "../operations/accessRules";
import { scheduledJobOperation } from "../operations/jobs/scheduledJobs";

/**
 * A job as a Cloud Function run by Cloud Scheduler on the job's schedule, in
 * its time zone: its operation, run as the system (the local stack and `npm
 * run job` run the same). One retry: a failed run is safe to repeat (jobs
 * are idempotent).
 */
export function scheduledJob(job: JobDefinition) {
  const operation = scheduledJobOperation(job);
  if (!operation) throw new Error(`${job.name} is not a registered job (src/lib/jobs/registry.ts)`);
  return onSchedule({ schedule: job.schedule, timeZone: job.timeZone, retryCount: 1, ...job.runtime }, async () => {
    const report = await operation.run({ now: new Date(), log: (message) => logger.info(`${job.name}: ${message}`) }, systemCaller());
    logger.info(describeJobRun(report));
  });
}
