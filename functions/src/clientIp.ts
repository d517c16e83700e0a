import type { Request } from "express";

/**
 * The caller's IP as Google's front end reports it (first X-Forwarded-For
 * entry), for rate limiting only; it is hashed before it is stored.
 */
export function clientIp(request: Pick<Request, "headers" | "ip">): string | undefined {
  const forwarded = request.headers["x-forwarded-for"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return first || request.ip || undefined;
}
