/**
 * Readable random strings (docs/store.md#codes): download codes
 * `7KQ2-M9XD-4HTP` (12 symbols of 30: 58 bits), order numbers `7KQ2-M9XD`
 * (39 bits, unique by create()) and download tokens (256 bits). The
 * alphabet leaves out 0/O, 1/I/L and U, so a code read off a card is typed
 * right; typing is forgiving (lower case, spaces, no dashes, O for 0).
 */
import { z } from "zod";
import { idSchema } from "../shared/fields";

export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CODE_GROUPS = 3;
export const CODE_GROUP_LENGTH = 4;
/** Codes one batch may hold. */
export const CODE_BATCH_MAX = 10_000;

/** `length` symbols of CODE_ALPHABET from a cryptographic source, without modulo bias. */
export function randomSymbols(length: number, random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const limit = 256 - (256 % CODE_ALPHABET.length);
  let out = "";
  while (out.length < length) {
    for (const byte of random(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return out;
}

const grouped = (symbols: string) => symbols.match(new RegExp(`.{1,${CODE_GROUP_LENGTH}}`, "g"))!.join("-");

/** A new download code, `XXXX-XXXX-XXXX`. */
export const newDownloadCode = (random?: (bytes: Uint8Array) => Uint8Array) =>
  grouped(randomSymbols(CODE_GROUPS * CODE_GROUP_LENGTH, random));

/** A new order number, `XXXX-XXXX`. */
export const newOrderNumber = (random?: (bytes: Uint8Array) => Uint8Array) => grouped(randomSymbols(8, random));

/** A download page token: 32 random bytes, base64url (43 characters). */
export function newDownloadToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * A typed code in its stored form (`XXXX-XXXX-XXXX`), or null when it cannot
 * be one: case, spaces and dashes do not matter; O reads as 0 → not in the
 * alphabet, so it is refused like any other wrong symbol.
 */
export function normalizeCode(input: string, groups = CODE_GROUPS): string | null {
  if (input.length > 64) return null;
  const symbols = input.toUpperCase().replace(/[\s-]/g, "");
  if (symbols.length !== groups * CODE_GROUP_LENGTH) return null;
  if ([...symbols].some((s) => !CODE_ALPHABET.includes(s))) return null;
  return grouped(symbols);
}

/** One download code (`store_codes/{code}`): single use; redeemed, it points at its order. */
export const downloadCodeSchema = z.object({
  /** The code itself, `XXXX-XXXX-XXXX`. */
  id: idSchema,
  batch_id: idSchema,
  release_id: idSchema,
  artist_id: idSchema.nullable(),
  created_at: z.date(),
  redeemed_at: z.date().nullable().default(null),
  order_id: idSchema.nullable().default(null),
});
export type DownloadCode = z.output<typeof downloadCodeSchema>;

/** A batch of codes staff generated for one release (download cards). */
export const codeBatchSchema = z.object({
  id: idSchema,
  release_id: idSchema,
  artist_id: idSchema.nullable(),
  /** Staff's name for it ("Tour cards, spring"). */
  label: z.string().max(100).default(""),
  count: z.int().min(1).max(CODE_BATCH_MAX),
  redeemed: z.int().min(0).default(0),
  created_at: z.date(),
  created_by: z.string(),
});
export type CodeBatch = z.output<typeof codeBatchSchema>;
