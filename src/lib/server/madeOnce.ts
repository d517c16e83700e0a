import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import type { Repositories } from "../data";

/**
 * How long a request holds a file's making lease: past the download
 * functions' own timeout (300 s), so a holder still at work never loses
 * it, and one that died frees the file within minutes.
 */
const MAKING_LEASE_MS = 6 * 60_000;
/** How long a request waits for another's making of the same file before giving up, within its timeout. */
const MAKING_WAIT_MS = 4 * 60_000;
const MAKING_POLL_MS = 1000;

/**
 * A kept file, else made now by the one request holding its lease (in
 * `job_leases`) while the others racing it wait and then take the kept
 * one: a file shared by many (a promo track's encoding, a store track in
 * a format) is made once however many ask at the same moment. `kept`
 * answers what is kept (null: nothing yet); `make` makes and keeps it
 * (null: it cannot be made). Null as well when another's making did not
 * end in time.
 */
export async function madeOnce<K>(
  repos: Pick<Repositories, "jobLeases">,
  lease: string,
  kept: () => Promise<K | null>,
  make: () => Promise<K | null>,
): Promise<K | null> {
  const holder = `${hostname()}:${process.pid}:${randomBytes(6).toString("hex")}`;
  const giveUpAt = Date.now() + MAKING_WAIT_MS;
  for (;;) {
    const found = await kept();
    if (found !== null) return found;
    if ((await repos.jobLeases.acquire(lease, holder, MAKING_LEASE_MS)).acquired) {
      try {
        // Made by the holder this request waited for, between the read above and the lease.
        return (await kept()) ?? (await make());
      } finally {
        await repos.jobLeases.release(lease, holder);
      }
    }
    if (Date.now() >= giveUpAt) return null;
    await sleep(MAKING_POLL_MS);
  }
}
