import type { JobLease } from "../domain/shared";
import type { JobContext, JobDefinition } from "./job";
import { withLease } from "./lease";

const DEFAULT_LEASE_MS = 15 * 60 * 1000;

export type JobRunReport =
  | { job: string; now: Date; outcome: "done"; summary: string; durationMs: number }
  /** Another run held the job's lease: this one did nothing. */
  | { job: string; now: Date; outcome: "skipped"; heldBy: JobLease };

/**
 * The one way a job runs, from the Cloud Function, the local scheduler and
 * `npm run job`: under the job's lease (`job_leases/job:<name>`), so two runs
 * of one job never overlap while the first is alive. A failure releases the
 * lease and is thrown to the caller (Cloud Scheduler then retries).
 */
export async function runJob(job: JobDefinition, context: JobContext): Promise<JobRunReport> {
  const started = Date.now();
  const result = await withLease(context.repos.jobLeases, `job:${job.name}`, { ttlMs: job.leaseMs ?? DEFAULT_LEASE_MS }, () =>
    job.run(context),
  );
  if (!result.acquired) return { job: job.name, now: context.now, outcome: "skipped", heldBy: result.heldBy };
  return { job: job.name, now: context.now, outcome: "done", summary: result.value, durationMs: Date.now() - started };
}

/** The report as one log line. */
export function describeJobRun(report: JobRunReport): string {
  const at = report.now.toISOString();
  if (report.outcome === "skipped") {
    return `${report.job} (as of ${at}): skipped, another run (${report.heldBy.holder}) holds the lease until ${report.heldBy.expires_at.toISOString()}`;
  }
  return `${report.job} (as of ${at}): ${report.summary} [${report.durationMs} ms]`;
}
