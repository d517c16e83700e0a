/**
 * A release-day run in its own process, for the test that kills it with
 * SIGKILL between batches: it prints "batch <n>" after each batch is
 * written and, from batch `PAUSE_AFTER` on, waits to be killed.
 */
import { createRepositories } from "../../../src/lib/data";
import { runJob } from "../../../src/lib/jobs";
import { releaseDayJob } from "../../../src/lib/jobs/releaseDay";

const now = new Date(process.argv[2]!);
const pauseAfter = Number(process.argv[3]);
const job = releaseDayJob({
  batchSize: 100,
  afterBatch: async ({ batch }) => {
    process.stdout.write(`batch ${batch}\n`);
    // Stays alive (a timer) until the test kills it.
    if (batch >= pauseAfter) await new Promise(() => setInterval(() => {}, 60_000));
  },
});
await runJob(job, { now, repos: createRepositories(), files: undefined as never, log: () => {} });
process.stdout.write("finished\n");
process.exit(0);
