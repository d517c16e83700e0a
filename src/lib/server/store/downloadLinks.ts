import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The download page's file links (docs/store.md#the-download-page): each
 * signed for one order, one file (`part`: `track/{id}/{format}` or
 * `zip/{release}/{format}`) and the moment it runs out, so a link copied
 * off the page stops working within DOWNLOAD_LINK_TTL_MS while the page
 * itself, the buyer's lasting link, signs fresh ones each time it opens.
 */
const signature = (secret: string, orderId: string, part: string, until: number) =>
  createHmac("sha256", secret).update(`store-download\n${orderId}\n${part}\n${until}`).digest("base64url");

export function signedDownloadPath(secret: string, token: string, orderId: string, part: string, until: number): string {
  return `/download/${token}/${part}?e=${until}&s=${signature(secret, orderId, part, until)}`;
}

/** "valid", "expired" (signed by the server but run out: the buyer is sent back to the page) or "invalid". */
export function downloadLinkState(
  secret: string,
  orderId: string,
  part: string,
  until: unknown,
  given: unknown,
  now: number,
): "valid" | "expired" | "invalid" {
  if (typeof until !== "string" || typeof given !== "string" || !/^\d{1,15}$/.test(until)) return "invalid";
  const expected = Buffer.from(signature(secret, orderId, part, Number(until)));
  const sent = Buffer.from(given);
  if (expected.length !== sent.length || !timingSafeEqual(expected, sent)) return "invalid";
  return Number(until) > now ? "valid" : "expired";
}
