import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Local mode's stand-in for a Cloud Storage v4 signed URL with the
 * `resumable` action: the local upload endpoint starts a session for the
 * object a link names, with the content type it names, while the link has
 * not expired (HMAC over all three with the stack's secret). Production
 * signs with the service account instead (CloudAudioStore).
 */
export interface AudioUploadLink {
  path: string;
  contentType: string;
  /** Milliseconds since the epoch. */
  expires: number;
}

function signature(secret: string, link: AudioUploadLink): string {
  return createHmac("sha256", secret).update(`audio-upload\n${link.path}\n${link.contentType}\n${link.expires}`).digest("base64url");
}

/** `route` with the link's query: path, type, expires, sig. */
export function signAudioUploadLink(route: string, secret: string, link: AudioUploadLink): string {
  const url = new URL(route);
  url.searchParams.set("path", link.path);
  url.searchParams.set("type", link.contentType);
  url.searchParams.set("expires", String(link.expires));
  url.searchParams.set("sig", signature(secret, link));
  return url.toString();
}

/** The link a query carries: "expired", null unless its signature is right, else the link. */
export function verifyAudioUploadLink(
  secret: string | null,
  query: Record<string, unknown>,
  now = Date.now(),
): AudioUploadLink | "expired" | null {
  const { path, type, expires, sig } = query;
  if (
    !secret ||
    typeof path !== "string" ||
    typeof type !== "string" ||
    typeof expires !== "string" ||
    typeof sig !== "string" ||
    !/^\d{1,15}$/.test(expires)
  )
    return null;
  const link = { path, contentType: type, expires: Number(expires) };
  const expected = Buffer.from(signature(secret, link));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return link.expires <= now ? "expired" : link;
}
