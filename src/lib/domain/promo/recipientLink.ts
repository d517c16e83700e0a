/**
 * One private link per recipient (docs/promo.md#campaigns-and-links): the
 * record of a contact's invitation to a campaign. The link's token (32
 * random bytes, base64url) exists only in the invitation email; the record
 * holds its SHA-256, and the promo page finds the record by that hash.
 */
import { z } from "zod";
import { idSchema } from "../shared/fields";

/** `promo_recipients/{campaignId}_{contactId}`: one per contact and campaign, so a re-send finds the one it made. */
export const recipientSchema = z.object({
  id: idSchema,
  campaign_id: idSchema,
  contact_id: idSchema,
  /** Hex SHA-256 of the link's token. */
  token_hash: z.string().regex(/^[0-9a-f]{64}$/),
  created_at: z.date(),
  /** When the invitation mail was queued; null if the send stopped before it. */
  sent_at: z.date().nullable().default(null),
  /** The first time the page was opened. */
  opened_at: z.date().nullable().default(null),
  /** When staff revoked the link: from then on it shows the revoked page and plays nothing. */
  revoked_at: z.date().nullable().default(null),
  /** This link's own expiry, set when staff extend it; null: the campaign's. */
  expires_at: z.date().nullable().default(null),
  /** When the link was first seen used from more distinct clients in an hour than one person would (PROMO_SHARED_LINK_CLIENTS). */
  flagged_at: z.date().nullable().default(null),
});
export type Recipient = z.output<typeof recipientSchema>;

/** The record's id: one per (campaign, contact). */
export const recipientId = (campaignId: string, contactId: string) => `${campaignId}_${contactId}`;

/** Bytes of randomness in a token; base64url makes them 43 characters. */
export const PROMO_TOKEN_BYTES = 32;
/** What a token looks like: anything else is refused before any read (the same 404 as an unknown one). */
export const PROMO_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const isPromoTokenShaped = (token: string) => PROMO_TOKEN_PATTERN.test(token);

/** The promo page of a token. */
export const promoPagePath = (token: string) => `/promo/${token}`;

/** More distinct clients than this using one link within PROMO_SHARED_LINK_WINDOW_MS flag it as shared. */
export const PROMO_SHARED_LINK_CLIENTS = 5;
export const PROMO_SHARED_LINK_WINDOW_MS = 60 * 60 * 1000;

/** Signed audio URLs on the promo page live this long, so a revocation or expiry stops playback within minutes. */
export const PROMO_AUDIO_URL_TTL_MS = 5 * 60 * 1000;

export type LinkState = "active" | "revoked" | "expired";

/** The link's expiry: its own (extended) one, else the campaign's. */
export const linkExpiry = (recipient: Pick<Recipient, "expires_at">, campaignExpiry: Date): Date => recipient.expires_at ?? campaignExpiry;

/** Whether a link works at `now`: revoked wins over expired. */
export function linkState(recipient: Pick<Recipient, "revoked_at" | "expires_at">, campaignExpiry: Date, now: Date): LinkState {
  if (recipient.revoked_at) return "revoked";
  return linkExpiry(recipient, campaignExpiry).getTime() <= now.getTime() ? "expired" : "active";
}
