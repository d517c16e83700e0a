/**
 * When to try a request again. Pure, so the policy is unit-tested apart from
 * the network: 429 waits as long as the service's Retry-After asks, server
 * errors back off exponentially, and both give up after a bounded number of
 * retries or when the wait would be too long for a callable to sit out.
 */

export interface RetryPolicy {
  /** Retries after the first attempt (0 = never retry). */
  maxRetries: number;
  /** A Retry-After longer than this is not waited for: the call fails instead. */
  maxWaitMs: number;
  /** First backoff step when the service gives no Retry-After; doubles per retry. */
  baseDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 2, maxWaitMs: 10_000, baseDelayMs: 500 };

/** Statuses worth another try: rate limited, or a server-side hiccup. */
const RETRYABLE = new Set([429, 500, 502, 503, 504]);

/**
 * Retry-After as milliseconds: either delay-seconds ("3") or an HTTP date.
 * Null when absent or unreadable; never negative.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  // An HTTP-date names its weekday and month; Date.parse alone would take "-3" for a year.
  const at = /^[A-Za-z]{3}, /.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Exponential backoff: base, 2×base, 4×base… */
export function backoffMs(retry: number, baseDelayMs: number): number {
  return baseDelayMs * 2 ** retry;
}

/**
 * How long to wait before retry number `retry` (0-based) after `status`, or
 * null to give up: not retryable, out of retries, or asked to wait too long.
 */
export function retryDelayMs(status: number, retry: number, retryAfterMs: number | null, policy: RetryPolicy): number | null {
  if (!RETRYABLE.has(status) || retry >= policy.maxRetries) return null;
  const wait = retryAfterMs ?? backoffMs(retry, policy.baseDelayMs);
  return wait > policy.maxWaitMs ? null : wait;
}
