import { Cron } from "croner";
import { describeJobRun, runJob, type JobContext, type JobDefinition, type JobRunReport } from "../../src/lib/jobs";
import { systemCaller } from "../../functions/src/operations/accessRules";
import { scheduledJobOperation } from "../../functions/src/operations/jobs/scheduledJobs";

/**
 * A job run as the scheduler runs it, here and for `npm run job`: a
 * registered job through its operation, as the system, with this process's
 * repositories (as the Cloud Function does: functions/src/jobs/scheduledJob.ts);
 * a local stand-in for what Firebase does by itself (localJobs.ts), which
 * production never runs, directly.
 */
export function runAsScheduler(job: JobDefinition, context: JobContext): Promise<JobRunReport> {
  const operation = scheduledJobOperation(job);
  if (!operation) return runJob(job, context);
  const { repos, ...run } = context;
  return operation.run(run, systemCaller(repos));
}

export interface JobScheduler {
  /** Each job's next run, for the start-up log and tests. */
  nextRuns(): { job: string; at: Date | null }[];
  /** Stops scheduling and waits for runs in progress. */
  stop(): Promise<void>;
}

/**
 * The local stack's stand-in for Cloud Scheduler (the Functions emulator
 * does not fire schedules): croner reads each job's cron string in the job's
 * time zone and runs the same body as the Cloud Function (runAsScheduler).
 * `protect` keeps runs of one job from overlapping: ticks that fall during a
 * run become one run just after it (croner re-checks every 30 s).
 * Like Cloud Scheduler, a time missed while the stack was down is not made
 * up; `npm run job -- <name>` runs a job by hand.
 */
export function startJobScheduler(options: {
  jobs: readonly JobDefinition[];
  context: Omit<JobContext, "now" | "log">;
  log: (message: string) => void;
  /** The runner (tests watch the schedule with their own). */
  run?: typeof runAsScheduler;
}): JobScheduler {
  const run = options.run ?? runAsScheduler;
  const running = new Set<Promise<unknown>>();
  const crons = options.jobs.map(
    (job) =>
      new Cron(job.schedule, { timezone: job.timeZone, mode: "5-part", protect: true }, async () => {
        const pending = run(job, { ...options.context, now: new Date(), log: (message) => options.log(`job ${job.name}: ${message}`) })
          .then((report) => options.log(`job ${describeJobRun(report)}`))
          .catch((error: unknown) => options.log(`job ${job.name} failed: ${error instanceof Error ? error.message : String(error)}`));
        running.add(pending);
        await pending.finally(() => running.delete(pending));
      }),
  );
  return {
    nextRuns: () => crons.map((cron, i) => ({ job: options.jobs[i]!.name, at: cron.nextRun() })),
    async stop() {
      for (const cron of crons) cron.stop();
      await Promise.all(running);
    },
  };
}
