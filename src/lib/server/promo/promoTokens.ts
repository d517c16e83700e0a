import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { PROMO_TOKEN_BYTES } from "../../domain/promo";

/**
 * Promo link tokens (docs/promo.md#campaigns-and-links): 32 random bytes,
 * base64url. The plain token is written into the invitation email and
 * nowhere else; the link record holds its SHA-256, so a copy of the
 * database opens no page.
 */
export const promoTokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");

/** A fresh token and its hash. */
export function mintPromoToken(): { token: string; hash: string } {
  const token = randomBytes(PROMO_TOKEN_BYTES).toString("base64url");
  return { token, hash: promoTokenHash(token) };
}

/** The signature of one promo audio URL: the link, the file and until when (ms). */
const audioSignature = (secret: string, recipientId: string, trackId: string, file: string, until: number) =>
  createHmac("sha256", secret).update(`promo-audio\n${recipientId}\n${trackId}\n${file}\n${until}`).digest("base64url");

/** A promo page's audio URL for one rendition, working until `until` (PROMO_AUDIO_URL_TTL_MS from the page's making). */
export function signedPromoAudioPath(
  secret: string,
  token: string,
  recipientId: string,
  trackId: string,
  file: string,
  until: number,
): string {
  return `/promo/${token}/audio/${trackId}/${file}?e=${until}&s=${audioSignature(secret, recipientId, trackId, file, until)}`;
}

/** Whether an audio URL's signature is the server's and it has not run out at `now`. */
export function promoAudioUrlValid(
  secret: string,
  recipientId: string,
  trackId: string,
  file: string,
  until: string | undefined,
  signature: string | undefined,
  now: number,
): boolean {
  if (!until || !signature || !/^\d{1,15}$/.test(until) || Number(until) <= now) return false;
  const expected = Buffer.from(audioSignature(secret, recipientId, trackId, file, Number(until)));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
