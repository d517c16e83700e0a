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

  it("never lets more than `limit` parallel requests through", async () => {
    const now = 1_700_000_100_000;
    const results = await Promise.all(Array.from({ length: 8 }, () => repos.rateLimits.consume(rule, "burst", now)));
    expect(results.filter(Boolean).length).toBeLessThanOrEqual(3);
    expect(await repos.rateLimits.consume(rule, "burst", now)).toBe(false);
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
