/** Per-client request counters for the public endpoints (pre-save, demo upload, 404 log). */
import { z } from "zod";

export const rateLimitWindowSchema = z.object({
  /** `{bucket}:{hashed client}:{window start}` (the window), or that plus `:{k}` (the k-th request's slot). */
  id: z.string().min(1),
  count: z.int().min(0),
  /** When the window ends; expired windows can be deleted (Firestore TTL policy on this field). */
  expires_at: z.date(),
});

export type RateLimitWindow = z.output<typeof rateLimitWindowSchema>;

export interface RateLimitRule {
  /** Name of the endpoint, part of the key. */
  bucket: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

/** The fixed window a moment falls in. */
export function rateLimitWindowStart(now: number, windowMs: number): number {
  return now - (now % windowMs);
}

/** Whole seconds until `rule`'s window of `now` ends: the Retry-After of a refusal. */
export function retryAfterSeconds(rule: RateLimitRule, now: number): number {
  return Math.ceil((rateLimitWindowStart(now, rule.windowMs) + rule.windowMs - now) / 1000);
}
