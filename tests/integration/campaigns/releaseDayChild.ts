/**
 * A release-day run in its own process, for the test that kills it with
 * SIGKILL between batches: it prints "batch <n>" after each batch is
 * written and, from batch `PAUSE_AFTER` on, waits to be killed.
 */
import { createRepositories } from "../../../src/lib/data";
import { contentWriter } from "../../../src/lib/data/catalog/contentWriter";
import { SYSTEM_ACTOR } from "../../../src/lib/domain/publishing";
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
const repos = createRepositories();
// With the system's content writer, as the job's operation hands it.
await runJob(job, { now, repos, files: undefined as never, log: () => {}, writer: contentWriter(repos, SYSTEM_ACTOR) });
process.stdout.write("finished\n");
process.exit(0);
