import { describe, expect, it } from "vitest";
import { backoffMs, parseRetryAfter, retryDelayMs, type RetryPolicy } from "../../../src/lib/integrations/retryPolicy";

const policy: RetryPolicy = { maxRetries: 2, maxWaitMs: 5_000, baseDelayMs: 100 };
const now = Date.parse("2026-03-01T12:00:00Z");

describe("parseRetryAfter", () => {
  it("reads delay-seconds", () => {
    expect(parseRetryAfter("3", now)).toBe(3_000);
    expect(parseRetryAfter(" 0 ", now)).toBe(0);
    expect(parseRetryAfter("1.5", now)).toBe(1_500);
  });

  it("reads an HTTP date, never negative", () => {
    expect(parseRetryAfter("Sun, 01 Mar 2026 12:00:07 GMT", now)).toBe(7_000);
    expect(parseRetryAfter("Sun, 01 Mar 2026 11:59:00 GMT", now)).toBe(0);
  });

  it("is null when absent or unreadable", () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter("", now)).toBeNull();
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter("-3", now)).toBeNull();
  });
});

describe("retryDelayMs", () => {
  it("waits as long as Retry-After asks on 429", () => {
    expect(retryDelayMs(429, 0, 2_000, policy)).toBe(2_000);
  });

  it("backs off exponentially without Retry-After", () => {
    expect([0, 1].map((retry) => retryDelayMs(503, retry, null, policy))).toEqual([100, 200]);
    expect(backoffMs(3, 100)).toBe(800);
  });

  it("gives up after maxRetries", () => {
    expect(retryDelayMs(429, 2, 1_000, policy)).toBeNull();
    expect(retryDelayMs(500, 2, null, policy)).toBeNull();
  });

  it("does not wait longer than maxWaitMs", () => {
    expect(retryDelayMs(429, 0, 5_000, policy)).toBe(5_000);
    expect(retryDelayMs(429, 0, 5_001, policy)).toBeNull();
  });

  it("never retries other statuses", () => {
    for (const status of [200, 400, 401, 403, 404]) expect(retryDelayMs(status, 0, 1_000, policy)).toBeNull();
  });
});
