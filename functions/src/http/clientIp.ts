import { timingSafeEqual } from "node:crypto";
import type { Request } from "express";

/**
 * How a request reached the function:
 * - `direct`: at the function's own URL (callables). Google's front end in
 *   front of Cloud Run appends the address of the peer that connected to it
 *   to X-Forwarded-For, so the LAST entry is the caller; everything before it
 *   is whatever the caller sent.
 * - `hosting`: through a Firebase Hosting rewrite (/api/*). Hosting's edge
 *   appends the caller's address, then Google's front end appends the edge's
 *   own address, so the SECOND-TO-LAST entry is the caller and the last is a
 *   Hosting edge node shared by many visitors.
 * Details and sources: docs/decisions.md (client address for rate limits).
 */
export type ClientRoute = "direct" | "hosting";

/** Header the local server's proxy adds, with the stack's secret, to vouch for the X-Forwarded-For it set. */
export const LOCAL_PROXY_HEADER = "x-local-proxy";

export type ClientRequest = Pick<Request, "headers"> & { socket?: { remoteAddress?: string } };

function forwardedEntries(request: ClientRequest): string[] {
  const forwarded = request.headers["x-forwarded-for"];
  return (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? ""))
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
}

function sameSecret(given: unknown, secret: string | undefined): boolean {
  if (typeof given !== "string" || !secret) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The caller's address, for rate limiting only (it is hashed before it is
 * stored). In production the entry Google's infrastructure wrote for `route`.
 * Locally there is no front end: the Functions emulator hands the function
 * whatever headers the caller sent, so X-Forwarded-For counts only when the
 * local server's proxy vouches for it (it replaces the header with the
 * address of the socket it accepted); otherwise the socket address.
 */
export function clientIp(request: ClientRequest, route: ClientRoute, env: NodeJS.ProcessEnv = process.env): string {
  const entries = forwardedEntries(request);
  if (env.FUNCTIONS_EMULATOR === "true") {
    const vouched = sameSecret(request.headers[LOCAL_PROXY_HEADER], env.LOCAL_STACK_SECRET);
    return (vouched ? entries.at(-1) : undefined) ?? request.socket?.remoteAddress ?? "local";
  }
  return (route === "hosting" ? entries.at(-2) : undefined) ?? entries.at(-1) ?? request.socket?.remoteAddress ?? "unknown";
}

/**
 * Behind Hosting, the last entry: the edge node, or — when someone calls the
 * function's own URL to choose the second-to-last entry themselves — their
 * real address. Null where it identifies nobody (directly called, local).
 */
export function hostingPeer(request: ClientRequest, route: ClientRoute, env: NodeJS.ProcessEnv = process.env): string | null {
  if (route !== "hosting" || env.FUNCTIONS_EMULATOR === "true") return null;
  return forwardedEntries(request).at(-1) ?? null;
}
