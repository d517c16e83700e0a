import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Local mode's stand-in for a Cloud Storage signed URL: the demoAudio route
 * serves a demo to whoever holds a link signed with the stack's secret (HMAC
 * over the demo id, the download flag and the expiry), until it expires. No
 * ID token ever travels in a URL, where logs, history and referrers keep it.
 */
export interface DemoAudioLink {
  id: string;
  download: boolean;
  /** Milliseconds since the epoch. */
  expires: number;
}

function signature(secret: string, link: DemoAudioLink): string {
  return createHmac("sha256", secret)
    .update(`demo-audio\n${link.id}\n${link.download ? 1 : 0}\n${link.expires}`)
    .digest("base64url");
}

/** The query of a link to `route`: id, download, expires, sig. */
export function signDemoAudioLink(route: string, secret: string, link: DemoAudioLink): string {
  const url = new URL(route);
  url.searchParams.set("id", link.id);
  if (link.download) url.searchParams.set("download", "1");
  url.searchParams.set("expires", String(link.expires));
  url.searchParams.set("sig", signature(secret, link));
  return url.toString();
}

/** The link a query carries, or null unless its signature is right and it has not expired. */
export function verifyDemoAudioLink(secret: string | null, query: Record<string, unknown>, now = Date.now()): DemoAudioLink | null {
  const { id, download, expires, sig } = query;
  if (!secret || typeof id !== "string" || typeof expires !== "string" || typeof sig !== "string" || !/^\d{1,15}$/.test(expires))
    return null;
  const link = { id, download: download === "1", expires: Number(expires) };
  if (link.expires <= now) return null;
  const expected = Buffer.from(signature(secret, link));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? link : null;
}
