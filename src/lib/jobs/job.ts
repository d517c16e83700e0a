import type { Repositories } from "../data";
import type { ContentWriter } from "../data/catalog/contentWriter";
import type { FileStore } from "../files";

/** What a job's body receives: its dependencies, never globals, so tests and the runner can hand it their own. */
export interface JobContext {
  /**
   * The moment the run acts as of: the current time when scheduled,
   * `--now` when run by hand. Every "is it time yet" decision reads this,
   * never the clock.
   */
  now: Date;
  repos: Repositories;
  /** Demo audio (a directory locally, Cloud Storage in production). */
  files: FileStore;
  /** One line per thing done, for the terminal or the Functions log. */
  log: (message: string) => void;
  /**
   * The content writer the job's operation hands a job whose writes are
   * declared "content" (functions/src/operations/jobs/scheduledJobs.ts):
   * the system's, so the audit entries' actor is declared there once. None
   * for the other jobs.
   */
  writer?: ContentWriter;
}

/** The system's content writer a job was handed; a job that writes content runs through its operation, which hands it one. */
export function systemWriterOf(context: JobContext, job: string): ContentWriter {
  if (!context.writer) throw new Error(`${job} writes content: run it through its operation, which hands it the system's content writer`);
  return context.writer;
}

/** One scheduled job; src/lib/jobs/registry.ts lists them all. */
export interface JobDefinition {
  /** kebab-case; `npm run job -- <name>`. Its Cloud Function is the camelCase form (jobFunctionName). */
  name: string;
  /** One sentence for `npm run job -- --list` and the logs. */
  description: string;
  /** Unix cron, five fields (minute hour day-of-month month day-of-week), read in `timeZone`. */
  schedule: string;
  /** IANA time zone the schedule is read in: the label's (LABEL.timeZone). */
  timeZone: string;
  /**
   * How long one run may hold the job's lease (default 15 minutes). Longer
   * than the job ever takes; if a run dies, the next waits at most this long.
   */
  leaseMs?: number;
  /** What its Cloud Function needs beyond the defaults (processing audio takes memory and minutes). */
  runtime?: { memory?: "512MiB" | "1GiB" | "2GiB"; timeoutSeconds?: number };
  /**
   * The work. Must be idempotent: a run may be repeated, overlap another
   * whose lease expired, or die halfway and be run again. Resolves to a
   * one-line summary of what it did.
   */
  run(context: JobContext): Promise<string>;
}

/** "demo-audio-retention" → "demoAudioRetention", the exported Cloud Function's name. */
export function jobFunctionName(jobName: string): string {
  return jobName.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
