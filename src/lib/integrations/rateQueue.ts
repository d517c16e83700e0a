/**
 * Keeps an instance within a service's requests-per-window quota (song.link
 * allows 10 a minute without a key): each request takes the next free slot
 * of a sliding window and waits for it. A wait longer than the caller can
 * afford fails at once instead of hanging a callable.
 */
import { UpstreamError, type IntegrationService } from "./errors";
import { sleep as realSleep, type HttpOptions } from "./http";

export class QueueTimeoutError extends Error {
  constructor(readonly waitMs: number) {
    super(`rate queue: next slot in ${waitMs} ms`);
    this.name = "QueueTimeoutError";
  }
}

/**
 * The start time of the next request, given the start times already taken
 * (ascending): now, or when the oldest of the last `limit` starts leaves the
 * window. Pure.
 */
export function nextSlot(taken: readonly number[], now: number, limit: number, windowMs: number): number {
  const recent = taken.filter((at) => at > now - windowMs);
  if (recent.length < limit) return Math.max(now, recent.at(-1) ?? now);
  return Math.max(now, recent[recent.length - limit]! + windowMs);
}

export class SlidingWindowQueue {
  private taken: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: { now: () => number; sleep: (ms: number) => Promise<void> } = { now: Date.now, sleep: realSleep },
  ) {}

  /** Reserves the next slot and waits for it; throws QueueTimeoutError if that is more than `maxWaitMs` away. */
  async acquire(maxWaitMs: number): Promise<void> {
    const now = this.clock.now();
    const at = nextSlot(this.taken, now, this.limit, this.windowMs);
    if (at - now > maxWaitMs) throw new QueueTimeoutError(at - now);
    this.taken = [...this.taken.filter((t) => t > now - this.windowMs), at];
    if (at > now) await this.clock.sleep(at - now);
  }

  /** Holds every slot for `ms` from now (on the queue's clock): a retry is backing off. */
  pauseFor(ms: number): void {
    this.pauseUntil(this.clock.now() + ms);
  }

  /** The service refused us anyway (another instance, or its own clock): hold every slot until `untilMs`. */
  pauseUntil(untilMs: number): void {
    this.taken = [...this.taken, ...Array.from({ length: this.limit }, () => untilMs - this.windowMs)].sort((a, b) => a - b);
  }
}

/**
 * The request options of a client kept within a quota: every attempt,
 * retries included, waits for a slot of the queue (or fails as rate-limited
 * when the wait would be longer than `maxWaitMs`), and while a retry backs
 * off (a 429, or a 5xx) no other call gets a slot either.
 */
export function queuedHttp(service: IntegrationService, queue: SlidingWindowQueue, http: HttpOptions, maxWaitMs: number): HttpOptions {
  return {
    ...http,
    beforeAttempt: async () => {
      try {
        await queue.acquire(maxWaitMs);
      } catch (error) {
        if (error instanceof QueueTimeoutError) throw new UpstreamError(service, "rate-limited", `queue full for ${error.waitMs} ms`);
        throw error;
      }
    },
    sleep: async (ms) => {
      queue.pauseFor(ms);
      await (http.sleep ?? realSleep)(ms);
    },
  };
}
