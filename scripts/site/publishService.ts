import type { IncomingMessage, ServerResponse } from "node:http";
import type { HostingPublisher, LeasedRound } from "./hostingPublisher";

/**
 * The publisher as a service woken over HTTP (docs/incremental-builds.md#production):
 * Eventarc posts one event per change document created, Cloud Scheduler
 * posts every few minutes (a new day, a change whose event gave up). Any
 * POST asks for a round that starts after it arrived; wakes that come
 * during a round share the one round that follows it, so a burst of twenty
 * saves costs two rounds, not twenty. The request stays open until its
 * round ends (Cloud Run gives an instance CPU only while it answers) and
 * answers 500 when the round failed, so Eventarc delivers the event again.
 */
export function createPublishService(publisher: Pick<HostingPublisher, "round">, log: (message: string) => void = () => {}) {
  let current: Promise<LeasedRound> | null = null;
  let following: Promise<LeasedRound> | null = null;

  function start(): Promise<LeasedRound> {
    const round = publisher.round().finally(() => {
      if (current === round) current = null;
    });
    current = round;
    return round;
  }

  /** A round that starts after now: a new one, or the one queued behind the round under way. */
  function wake(): Promise<LeasedRound> {
    if (!current) return start();
    following ??= current
      .catch(() => undefined)
      .then(() => {
        following = null;
        return start();
      });
    return following;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // The event's body says which document changed; the round reads every pending change anyway.
    request.resume();
    if (request.method !== "POST") {
      response
        .writeHead(request.method === "GET" ? 200 : 405, { "content-type": "text/plain" })
        .end(request.method === "GET" ? "ok" : "POST wakes the publisher");
      return;
    }
    try {
      const result = await wake();
      const body = result.acquired
        ? {
            acquired: true,
            build: result.round.build,
            version: result.round.deployed?.version ?? null,
            uploaded: result.round.deployed?.uploaded ?? 0,
            acknowledged: result.round.acknowledged,
          }
        : { acquired: false, heldBy: result.heldBy.holder };
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`site: publishing failed: ${message}`);
      response.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: message }));
    }
  }

  return { wake, handle };
}
