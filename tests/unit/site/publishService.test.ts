import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import type { LeasedRound } from "../../../scripts/site/hostingPublisher";
import { createPublishService } from "../../../scripts/site/publishService";

/** A publisher whose rounds end when the test says: each round() call is recorded and waits for finish(i). */
function heldPublisher() {
  const rounds: { finish: (result: LeasedRound | Error) => void }[] = [];
  const done: LeasedRound = { acquired: true, round: { build: "incremental", deployed: null, acknowledged: 1 } };
  return {
    rounds,
    done,
    publisher: {
      round: () =>
        new Promise<LeasedRound>((resolve, reject) => {
          rounds.push({ finish: (result) => (result instanceof Error ? reject(result) : resolve(result)) });
        }),
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("the publisher's wake-up service", () => {
  it("runs wakes that arrive during a round as one round after it, never beside it", async () => {
    const { rounds, done, publisher } = heldPublisher();
    const service = createPublishService(publisher);
    const first = service.wake();
    const during = [service.wake(), service.wake(), service.wake()];
    await tick();
    expect(rounds).toHaveLength(1);
    rounds[0]!.finish(done);
    await first;
    await tick();
    // The three wakes share the round that follows.
    expect(rounds).toHaveLength(2);
    rounds[1]!.finish(done);
    await Promise.all(during);
    expect(rounds).toHaveLength(2);
    // A wake after everything ended starts a round of its own.
    const later = service.wake();
    await tick();
    expect(rounds).toHaveLength(3);
    rounds[2]!.finish(done);
    await expect(later).resolves.toEqual(done);
  });

  it("answers a POST when its round has ended, 500 when the round failed (so the event is delivered again)", async () => {
    const { rounds, done, publisher } = heldPublisher();
    const service = createPublishService(publisher);
    const server = createServer((request, response) => void service.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const failing = fetch(url, { method: "POST", body: "{}" });
      await expect.poll(() => rounds.length).toBe(1);
      rounds[0]!.finish(new Error("Hosting release: HTTP 503"));
      const failed = await failing;
      expect(failed.status).toBe(500);
      expect(await failed.json()).toEqual({ error: "Hosting release: HTTP 503" });

      const ok = fetch(url, { method: "POST", body: "{}" });
      await expect.poll(() => rounds.length).toBe(2);
      rounds[1]!.finish(done);
      const answer = await ok;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ acquired: true, build: "incremental", version: null, uploaded: 0, acknowledged: 1 });
      expect((await fetch(url, { method: "PUT" })).status).toBe(405);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
