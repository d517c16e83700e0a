import { fileStore, type FileStore } from "../../../../src/lib/files";
import { JOBS, jobFunctionName, runJob, type JobDefinition, type JobRunReport } from "../../../../src/lib/jobs";
import { access } from "../accessRules";
import { defineOperation, notAudited, type AuditDecision, type Operation } from "../operation";
import type { ContentWriter } from "../../../../src/lib/data/catalog/contentWriter";

// The scheduled jobs (docs/scheduled-jobs.md) as operations: each runs as the system (access.system(): the
// scheduler's own invocation, never a request), under its lease (runJob), with its writes declared below.

/**
 * How each job's writes are recorded, reviewed with every operation's
 * (tests/unit/functions/auditDecisions.test.ts). "content": the job writes
 * through the content writer, whose transaction carries each item's audit
 * entry and version, actor "system" (a schedule's items name who scheduled
 * them; a schedule cancelled for a revoked grant, the system).
 */
const JOB_AUDIT: Readonly<Record<string, AuditDecision>> = {
  "release-day": "content",
  "scheduled-publish": "content",
  "newsletter-send": notAudited(
    "carries out a send staff decided, audited then (newsletters send: who, when); each mail is its own document and the newsletter keeps its sent time",
  ),
  "fan-list-expiry": notAudited(
    "deletes signups never confirmed within the window the signup form states: a retention rule, nobody's decision, and no record of the address may stay",
  ),
  "demo-audio-retention": notAudited(
    "deletes the audio of demos rejected past the retention period, a rule nobody decides each time; each demo keeps when its audio was removed",
  ),
  "track-audio": notAudited("makes the renditions of a queued master: derived files, nobody's decision; the master's upload is audited"),
  "store-fees": notAudited("records on an order the fee Stripe reports for it: Stripe's figure, nobody's decision"),
};

/** One run of a job: the moment it acts as of, where its lines go, and the files (the local stack's directory, or Cloud Storage). */
export interface JobRun {
  now: Date;
  log: (message: string) => void;
  files?: FileStore;
}

function jobOperation(job: JobDefinition): Operation<JobRun, unknown, AuditDecision, JobRunReport> {
  const audit = JOB_AUDIT[job.name];
  if (!audit) throw new Error(`The job ${job.name} declares no audit decision: add it to JOB_AUDIT`);
  // A job declared "content" is handed the system's content writer (its entries' actor, SYSTEM_ACTOR), and writes through it.
  return defineOperation(jobFunctionName(job.name), { access: access.system(), audit }, ({ now, log, files }: JobRun, context) => {
    const { writer } = context as { writer?: ContentWriter };
    return runJob(job, { now, log, repos: context.repos, files: files ?? fileStore(), ...(writer ? { writer } : {}) });
  });
}

/** Every registered job's operation, by the job's name. */
const JOB_OPERATIONS: ReadonlyMap<string, Operation<JobRun, unknown, AuditDecision, JobRunReport>> = new Map(
  JOBS.map((job) => [job.name, jobOperation(job)]),
);

/** The operation that runs a registered job; undefined for the local stack's own stand-ins (scripts/stack/localJobs.ts). */
export const scheduledJobOperation = (job: JobDefinition) => JOB_OPERATIONS.get(job.name);
