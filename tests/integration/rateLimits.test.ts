import { beforeEach, describe, expect, it } from "vitest";
import { clientKey } from "../../src/lib/data/rateLimits";
import { repositories, resetDatabase } from "./support";

const repos = repositories();
beforeEach(resetDatabase);

describe("rate limits", () => {
  const rule = { bucket: "test", limit: 3, windowMs: 60_000 };

  it("allows `limit` requests per window and client, then refuses", async () => {
    const now = 1_700_000_000_000;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await repos.rateLimits.consume(rule, "client-a", now + i));
    expect(results).toEqual([true, true, true, false]);
    expect(await repos.rateLimits.consume(rule, "client-b", now)).toBe(true);
    expect(await repos.rateLimits.consume(rule, "client-a", now + 60_000)).toBe(true);
  });

  it("20 concurrent requests under a limit of N let exactly N through", async () => {
    for (const limit of [3, 12, 19]) {
      const now = 1_700_000_100_000 + limit * 60_000;
      const burst = { ...rule, limit };
      const results = await Promise.all(Array.from({ length: 20 }, () => repos.rateLimits.consume(burst, "burst", now)));
      expect(results.filter(Boolean)).toHaveLength(limit);
      expect(await repos.rateLimits.consume(burst, "burst", now)).toBe(false);
    }
  });

  it("20 concurrent requests under a limit above 20 are all let through", async () => {
    const now = 1_700_000_150_000;
    const results = await Promise.all(Array.from({ length: 20 }, () => repos.rateLimits.consume({ ...rule, limit: 30 }, "wide", now)));
    expect(results.every(Boolean)).toBe(true);
    expect((await repos.rateLimits.get(`test:wide:${now - (now % 60_000)}`))?.count).toBe(20);
  });

  it("lets a parallel burst within the limit through", async () => {
    const now = 1_700_000_200_000;
    const results = await Promise.all(Array.from({ length: 3 }, () => repos.rateLimits.consume(rule, "small-burst", now)));
    expect(results).toEqual([true, true, true]);
  });

  it("stores a salted hash, never the raw IP", () => {
    const key = clientKey("203.0.113.7", "salt");
    expect(key).not.toContain("203");
    expect(key).toBe(clientKey("203.0.113.7", "salt"));
    expect(key).not.toBe(clientKey("203.0.113.7", "other"));
  });
});
