import type { Request } from "express";

/**
 * The caller's IP, for rate limiting only (it is hashed before it is stored).
 * Google's front end appends the address it saw to X-Forwarded-For, so the
 * last entry is the one a client cannot forge; earlier entries are whatever
 * the client sent.
 */
export function clientIp(request: Pick<Request, "headers" | "ip">): string | undefined {
  const forwarded = request.headers["x-forwarded-for"];
  const entries = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? "")).split(",").map((e) => e.trim()).filter(Boolean);
  return entries.at(-1) || request.ip || undefined;
}
