import { createHash } from "node:crypto";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { rateLimitWindowSchema, rateLimitWindowStart, type RateLimitRule, type RateLimitWindow } from "../domain";
import { Repository } from "./repository";

/**
 * Fixed-window rate limits for the public endpoints, counted in Firestore so
 * every function instance shares them. Clients are identified by a salted
 * hash of their IP address: no raw IP is stored.
 */
export function clientKey(ip: string | undefined, salt: string): string {
  return createHash("sha256").update(`${salt}\n${ip ?? "unknown"}`).digest("hex").slice(0, 32);
}

export class RateLimitsRepository extends Repository<RateLimitWindow> {
  constructor(db: Firestore) {
    super(db, { name: "rate_limits", schema: rateLimitWindowSchema, idField: "id", idOf: (w) => w.id });
  }

  /**
   * Counts one request; false when the client is over the limit for this
   * window. An atomic increment, then a read: the n-th request always reads
   * at least n, so no more than `limit` get through even when requests race
   * (a race can only refuse early, never let extra ones in).
   */
  async consume(rule: RateLimitRule, client: string, now = Date.now()): Promise<boolean> {
    const start = rateLimitWindowStart(now, rule.windowMs);
    const ref = this.collection.doc(`${rule.bucket}:${client}:${start}`);
    // A FieldValue sentinel cannot go through the validating converter; the
    // document is read back through it below.
    await ref.set({ count: FieldValue.increment(1), expires_at: Timestamp.fromMillis(start + rule.windowMs) }, { merge: true });
    const window = await this.get(ref.id);
    return (window?.count ?? Number.POSITIVE_INFINITY) <= rule.limit;
  }
}
