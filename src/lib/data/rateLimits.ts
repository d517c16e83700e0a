import { createHash } from "node:crypto";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { rateLimitWindowSchema, rateLimitWindowStart, type RateLimitRule, type RateLimitWindow } from "../domain/shared";
import { Repository } from "./repository";

/**
 * Fixed-window rate limits for the public endpoints, counted in Firestore so
 * every function instance shares them. Clients are identified by a salted
 * hash of their IP address: no raw IP is stored.
 */
export function clientKey(ip: string | undefined, salt: string): string {
  return createHash("sha256")
    .update(`${salt}\n${ip ?? "unknown"}`)
    .digest("hex")
    .slice(0, 32);
}

export class RateLimitsRepository extends Repository<RateLimitWindow> {
  constructor(db: Firestore) {
    super(db, { name: "rate_limits", schema: rateLimitWindowSchema, idField: "id", idOf: (w) => w.id });
  }

  /**
   * Counts one request; false when the client is over the limit for this
   * window. Exact under concurrency: hit k claims slot document k of the
   * window with a create (which fails if the slot is taken, atomically, in
   * Firestore and its emulators alike), so N racing requests under a limit
   * of L let exactly min(N, L) through — none refused early, none extra.
   * The window document's count (bumped after each claim) only tells a hit
   * where to start looking; slots below it are always taken.
   */
  async consume(rule: RateLimitRule, client: string, now = Date.now()): Promise<boolean> {
    const start = rateLimitWindowStart(now, rule.windowMs);
    const windowId = `${rule.bucket}:${client}:${start}`;
    const expires_at = new Date(start + rule.windowMs);
    const claimed = (await this.get(windowId))?.count ?? 0;
    for (let slot = claimed + 1; slot <= rule.limit; slot++) {
      if (!(await this.claim({ id: `${windowId}:${slot}`, count: slot, expires_at }))) continue;
      // A FieldValue sentinel cannot go through the validating converter.
      await this.collection
        .doc(windowId)
        .set({ count: FieldValue.increment(1), expires_at: Timestamp.fromDate(expires_at) }, { merge: true });
      return true;
    }
    return false;
  }

  /** As `consume`, for a client named by what identifies it (a network, an address), kept only as its salted hash (clientKey). */
  consumeFor(rule: RateLimitRule, identity: string | undefined, salt: string, now = Date.now()): Promise<boolean> {
    return this.consume(rule, clientKey(identity, salt), now);
  }

  /** Creates the slot; false when another request took it first. */
  private async claim(slot: RateLimitWindow): Promise<boolean> {
    try {
      await this.collection.doc(slot.id).create(this.toDocument(slot));
      return true;
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === ALREADY_EXISTS) return false;
      throw error;
    }
  }
}

/** gRPC status of a create whose document exists. */
const ALREADY_EXISTS = 6;
