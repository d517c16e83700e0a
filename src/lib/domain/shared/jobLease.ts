/** A lease on a named piece of scheduled work, so two runs never do it at the same time. */
import { z } from "zod";

export const jobLeaseSchema = z.object({
  /** What is leased, e.g. `job:demo-audio-retention` (the document id). */
  name: z.string().min(1),
  /** Who holds it: one run of one process (host, pid and a random part). */
  holder: z.string().min(1),
  acquired_at: z.date(),
  /** After this moment the lease is free again, even if its holder died without releasing it. */
  expires_at: z.date(),
});

export type JobLease = z.output<typeof jobLeaseSchema>;
