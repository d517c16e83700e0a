import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { JobLease } from "../domain/shared";
import type { JobLeasesRepository } from "../data/jobLeases";

export type LeasedResult<T> = { acquired: true; value: T } | { acquired: false; heldBy: JobLease };

/** A holder id naming this process and this run, for the lease document and the logs. */
export function leaseHolderId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * Runs `work` while holding the lease `name` (a `job_leases` document), or
 * does nothing and says who holds it. The lease is given back when the work
 * ends, failed or not. Lease times are wall-clock time, never a job's
 * simulated `now`. Use one lease per job run (runJob does), or one per item
 * (e.g. `release-day:<releaseId>`) when items are worked through separately.
 */
export async function withLease<T>(
  leases: JobLeasesRepository,
  name: string,
  options: { ttlMs: number; holder?: string; clock?: () => Date },
  work: (lease: JobLease) => Promise<T>,
): Promise<LeasedResult<T>> {
  const holder = options.holder ?? leaseHolderId();
  const attempt = await leases.acquire(name, holder, options.ttlMs, (options.clock ?? (() => new Date()))());
  if (!attempt.acquired) return attempt;
  try {
    return { acquired: true, value: await work(attempt.lease) };
  } finally {
    await leases.release(name, holder);
  }
}
