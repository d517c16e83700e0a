import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { testStackEnv } from "../stackPorts";

const root = join(import.meta.dirname, "../..");

/** What `npm run job` prints when the stack's own run of the job holds its lease (src/lib/jobs/runJob.ts). */
const LEASE_HELD = /: skipped, another run \(.*\) holds the lease until /;

/**
 * `npm run job -- <name> --now <now>` against the end-to-end stack, as a
 * person would run it; its output. The stack runs the same jobs on their
 * schedules (scheduled-publish every minute), and a run that finds the
 * stack's own run holding the lease only says so: that run is started again
 * until it holds the lease itself, as whoever typed it would do.
 */
export async function runJob(name: string, now: string): Promise<string> {
  for (;;) {
    const { stdout } = await promisify(execFile)(join(root, "node_modules/.bin/tsx"), ["scripts/job.ts", name, "--now", now], {
      cwd: root,
      env: { ...process.env, ...testStackEnv("e2e") },
    });
    if (!LEASE_HELD.test(stdout)) return stdout;
  }
}
