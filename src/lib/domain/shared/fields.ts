/**
 * Field builders shared by the entity schemas, so every form applies the
 * rules of docs/product.md#validation (trim, limits, empty → null, messages) the same way.
 */
import { z } from "zod";
import { isIsoDate } from "./dates";
import { ID_REQUIRED, INVALID_DATE, INVALID_ID, INVALID_URL, SLUG_FORMAT, tooLong } from "./validationTexts";
import { parseMediaReference } from "./mediaReference";
import { SLUG_PATTERN } from "./slug";
import { stripControlCharacters } from "./text";

/** http(s) only: these URLs end up as links and images on public pages, where `javascript:` must never get through. */
export function isWebUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
}

/**
 * Trimmed text that must not be empty. One-line (titles, names): control
 * characters are removed and line breaks or tabs become spaces, since they
 * break the RSS feed and page titles. Multi-line (a reply's body, a comment):
 * line breaks and tabs stay. `message` also covers a missing value.
 */
export function trimmedRequired(max: number, message: string, lines: "single-line" | "multi-line" = "single-line") {
  return z
    .string({ error: message })
    .max(max * 4, { error: tooLong(max), abort: true })
    .overwrite((value) => stripControlCharacters(value, lines))
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, tooLong(max));
}

/**
 * Trimmed slug: required, at most `max`, lowercase letters, digits, hyphens.
 * Without `requiredMessage` an empty slug reports the format message.
 */
export function slugField(max: number, requiredMessage?: string) {
  const slug = z
    .string({ error: requiredMessage ?? SLUG_FORMAT })
    .max(max * 4, { error: tooLong(max), abort: true })
    .trim();
  const required = requiredMessage ? slug.min(1, { error: requiredMessage, abort: true }) : slug;
  return required.max(max, tooLong(max)).regex(SLUG_PATTERN, SLUG_FORMAT).refine(hasSlugText, SLUG_FORMAT);
}

/** A slug of hyphens alone ("---") would make a URL with no name in it. */
function hasSlugText(slug: string): boolean {
  return slug === "" || /[a-z0-9]/.test(slug);
}

/** Optional trimmed text: empty, null or missing all become null. Control characters other than line breaks and tabs are removed. */
export function optionalText(max: number) {
  return z
    .string()
    .max(max * 4, { error: tooLong(max), abort: true })
    .overwrite((value) => stripControlCharacters(value, "multi-line"))
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => value || null);
}

/** Optional http(s) URL ('Invalid URL'), at most `max`; empty, null or missing become null. */
export function optionalUrl(max: number) {
  return z
    .string()
    .max(max * 4, { error: tooLong(max), abort: true })
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
    .max(max * 4, { error: tooLong(max), abort: true })
    .trim()
    .refine((value) => value === "" || isWebUrl(value) || parseMediaReference(value) !== null, { error: INVALID_URL, abort: true })
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => value || null);
}

/** A stored document id as read back: any non-empty string (requests use the stricter shapes below). */
export const idSchema = z.string({ error: ID_REQUIRED }).min(1, ID_REQUIRED);

/** The UUID shape (8-4-4-4-12 hex) of artist, release, press post and demo ids. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The id of an artist, release, press post or demo sent by a caller: a UUID
 * (randomUUID, or the stable UUIDs of imports and seeds), checked before
 * anything is read, so an id such as `a/b`, `__proto__` or a 5 MB string
 * never reaches Firestore. The length is checked first, so a huge string is
 * refused without being scanned.
 */
export const recordIdSchema = z
  .string({ error: ID_REQUIRED })
  .min(1, { error: ID_REQUIRED, abort: true })
  .max(36, { error: INVALID_ID, abort: true })
  .regex(uuidPattern, INVALID_ID);

/** The request of a callable that acts on one artist, release, press post, demo, image or schedule. */
export const recordIdRequest = z.object({ id: recordIdSchema });

/**
 * What a Firestore document id may safely be in a request: letters, digits,
 * '-' and '_', at most 128, not starting with `__`. Rules out paths (`a/b`),
 * `.`, `..`, `__proto__` and Firestore's reserved `__…__` ids.
 */
const DOCUMENT_ID = /^(?!__)[A-Za-z0-9_-]{1,128}$/;

/**
 * A document id sent by a caller where ids are not UUIDs: roles (a UUID when
 * made in the admin, an auto-id when made in the console for the first Super
 * Admin) and users (Firebase Auth uids).
 */
export const documentIdSchema = z
  .string({ error: ID_REQUIRED })
  .min(1, { error: ID_REQUIRED, abort: true })
  .max(128, { error: INVALID_ID, abort: true })
  .regex(DOCUMENT_ID, INVALID_ID);

/**
 * A UUID-shaped id (8-4-4-4-12 hex). Deliberately the lenient form, which is
 * what the original app's validator accepted, rather than RFC version bits.
 */
export function uuidSchema(message: string) {
  return z
    .string({ error: message })
    .max(64, message)
    .trim()
    .pipe(z.guid({ error: message }));
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
  .max(40, { error: INVALID_DATE, abort: true })
  .trim()
  .refine((value) => value === "" || isIsoDate(value), INVALID_DATE)
  .nullish()
  .transform((value) => value || null);

/** Nullable stored text; a field absent from an older document reads as null. */
export const nullableText = () => z.string().nullable().default(null);
