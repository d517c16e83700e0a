/** Scheduled jobs: their registry, the runner every caller goes through, and the lease helper. */
export { JOBS, findJob } from "./registry";
export { jobFunctionName, type JobContext, type JobDefinition } from "./job";
export { describeJobRun, runJob, type JobRunReport } from "./runJob";
export { leaseHolderId, withLease, type LeasedResult } from "./lease";
