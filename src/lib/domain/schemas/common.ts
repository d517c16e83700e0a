/**
 * Field builders shared by the entity schemas, so every form applies the
 * rules of docs/product.md#validation (trim, limits, empty → null, messages) the same way.
 */
import { z } from "zod";
import { isIsoDate } from "../dates";
import { ID_REQUIRED, INVALID_DATE, INVALID_ID, INVALID_URL, SLUG_FORMAT, tooLong } from "../messages";
import { parseMediaReference } from "../media";
import { SLUG_PATTERN } from "../slug";

/** http(s) only: these URLs end up as links and images on public pages, where `javascript:` must never get through. */
export function isWebUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
}

/** Trimmed text that must not be empty. `message` also covers a missing value. */
export function trimmedRequired(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, tooLong(max));
}

/**
 * Trimmed slug: required, at most `max`, lowercase letters, digits, hyphens.
 * Without `requiredMessage` an empty slug reports the format message.
 */
export function slugField(max: number, requiredMessage?: string) {
  const slug = z.string({ error: requiredMessage ?? SLUG_FORMAT }).trim();
  const required = requiredMessage ? slug.min(1, { error: requiredMessage, abort: true }) : slug;
  return required.max(max, tooLong(max)).regex(SLUG_PATTERN, SLUG_FORMAT);
}

/** Optional trimmed text: empty, null or missing all become null. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => value || null);
}

/** Optional http(s) URL ('Invalid URL'), at most `max`; empty, null or missing become null. */
export function optionalUrl(max: number) {
  return z
    .string()
    .trim()
    .refine((value) => value === "" || isWebUrl(value), { error: INVALID_URL, abort: true })
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => value || null);
}

/**
 * An image field: a pasted http(s) URL or the reference of an uploaded image
 * (`/media/{id}/{w}x{h}.webp`, docs/decisions.md#uploaded-images); empty becomes null.
 */
export function optionalImageUrl(max: number) {
  return z
    .string()
    .trim()
    .refine((value) => value === "" || isWebUrl(value) || parseMediaReference(value) !== null, { error: INVALID_URL, abort: true })
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => value || null);
}

/** A document id: any non-empty string. */
export const idSchema = z.string({ error: ID_REQUIRED }).min(1, ID_REQUIRED);

/** The UUID shape (8-4-4-4-12 hex) of artist, release, press post and demo ids. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The id of an artist, release, press post or demo sent by a caller: a UUID,
 * checked before anything is read, so an id such as `a/b` or `__proto__`
 * never reaches Firestore.
 */
export const recordIdSchema = z.string({ error: ID_REQUIRED }).min(1, ID_REQUIRED).regex(uuidPattern, INVALID_ID);

/** Firestore refuses ids with a slash, `.`, `..` and `__…__`; 128 characters is more than any id we hand out. */
const FIRESTORE_ID = /^(?!\.\.?$)(?!__.*__$)[^/]{1,128}$/;

/**
 * A document id sent by a caller where ids are not UUIDs: roles (named by
 * whoever created the first one) and users (Firebase Auth uids).
 */
export const documentIdSchema = z.string({ error: ID_REQUIRED }).min(1, ID_REQUIRED).regex(FIRESTORE_ID, INVALID_ID);

/**
 * A UUID-shaped id (8-4-4-4-12 hex). Deliberately the lenient form, which is
 * what the original app's validator accepted, rather than RFC version bits.
 */
export function uuidSchema(message: string) {
  return z.string({ error: message }).trim().pipe(z.guid({ error: message }));
}

/** The request of a callable that takes no input: absent or `{}`. */
export const noInput = z.object({}).default({});

/** A date in a callable's JSON response, where it travels as an ISO string: read back as a Date. */
export const wireDate = z.coerce.date();

/** A calendar date "YYYY-MM-DD". */
export const calendarDaySchema = z.string().refine(isIsoDate, INVALID_DATE);

/** A calendar date "YYYY-MM-DD" or null (stored form). */
export const isoDateString = calendarDaySchema.nullable();

/** Form variant of `isoDateString`: an empty date input or a missing value becomes null. */
export const optionalIsoDate = z
  .string()
  .trim()
  .refine((value) => value === "" || isIsoDate(value), INVALID_DATE)
  .nullish()
  .transform((value) => value || null);

/** Nullable stored text; a field absent from an older document reads as null. */
export const nullableText = () => z.string().nullable().default(null);
