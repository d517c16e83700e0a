import { describe, expect, it } from "vitest";
import { nextSlot, QueueTimeoutError, SlidingWindowQueue } from "../../../src/lib/integrations/rateQueue";

describe("nextSlot", () => {
  it("is now while fewer than `limit` requests started within the window", () => {
    expect(nextSlot([], 1_000, 10, 60_000)).toBe(1_000);
    expect(nextSlot([0, 100, 200], 1_000, 10, 60_000)).toBe(1_000);
  });

  it("waits until the oldest of the last `limit` starts leaves the window", () => {
    const taken = Array.from({ length: 10 }, (_, i) => i * 1_000); // 0 … 9 s
    expect(nextSlot(taken, 9_500, 10, 60_000)).toBe(60_000);
  });

  it("forgets starts older than the window", () => {
    const taken = Array.from({ length: 10 }, (_, i) => i * 1_000);
    expect(nextSlot(taken, 61_000, 10, 60_000)).toBe(61_000);
  });
});

/** A clock that moves only when the queue sleeps. */
function fakeClock() {
  const clock = {
    now: 0,
    slept: [] as number[],
    api: {
      now: () => clock.now,
      sleep: async (ms: number) => {
        clock.slept.push(ms);
        clock.now += ms;
      },
    },
  };
  return clock;
}

describe("SlidingWindowQueue", () => {
  it("lets 10 requests a minute through and makes the 11th wait for the window", async () => {
    const clock = fakeClock();
    const queue = new SlidingWindowQueue(10, 60_000, clock.api);
    const starts: number[] = [];
    for (let i = 0; i < 12; i++) {
      await queue.acquire(120_000);
      starts.push(clock.now);
    }
    expect(starts.slice(0, 10)).toEqual(Array(10).fill(0));
    expect(starts.slice(10)).toEqual([60_000, 60_000]);
    // Never more than 10 starts in any minute.
    for (const start of starts) expect(starts.filter((s) => s > start - 60_000 && s <= start).length).toBeLessThanOrEqual(10);
  });

  it("refuses at once when the wait would exceed maxWaitMs, without taking a slot", async () => {
    const clock = fakeClock();
    const queue = new SlidingWindowQueue(2, 60_000, clock.api);
    await queue.acquire(0);
    await queue.acquire(0);
    await expect(queue.acquire(59_999)).rejects.toBeInstanceOf(QueueTimeoutError);
    expect(clock.slept).toEqual([]);
    await queue.acquire(60_000);
    expect(clock.now).toBe(60_000);
  });

  it("holds every slot after the service said to wait", async () => {
    const clock = fakeClock();
    const queue = new SlidingWindowQueue(10, 60_000, clock.api);
    queue.pauseUntil(5_000);
    await queue.acquire(10_000);
    expect(clock.now).toBe(5_000);
  });
});
