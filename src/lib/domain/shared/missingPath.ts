/** The 404 page's report of a missing path, and what is stored of it. */
import { z } from "zod";
import { idSchema, isWebUrl } from "./fields";

/** Not in spec: bounds of a logged path and referrer. */
export const MISSING_PATH_MAX = 500;

/**
 * Not in spec: 404 reports per client (hashed IP) and window. A visitor
 * clicking through broken links stays far below 20 in 10 minutes; a crawler
 * or script probing addresses is cut off after that, so it cannot fill the
 * collection (at most 2 writes a minute per client).
 */
export const MISSING_PATH_RATE_LIMIT = { bucket: "missing-path", limit: 20, windowMs: 10 * 60 * 1000 } as const;

/**
 * Not in spec: how long a logged miss is kept. Long enough to see which
 * broken links keep bringing visitors, short enough that the log does not
 * grow for ever; Firestore's TTL policy on `expires_at` deletes older ones
 * (firestore.indexes.json).
 */
export const MISSING_PATH_RETENTION_DAYS = 90;

/** A referrer reduced to origin and path: its query may carry personal data. */
export function cleanReferrer(referrer: string | null | undefined): string | null {
  const value = referrer?.trim() ?? "";
  if (value === "" || !isWebUrl(value)) return null;
  const url = new URL(value);
  return `${url.origin}${url.pathname}`.slice(0, MISSING_PATH_MAX);
}

/** What the 404 page sends. */
export const missingPathReportSchema = z.object({
  /** The path that was not found, without query string. */
  path: z
    .string()
    .trim()
    .startsWith("/")
    .max(MISSING_PATH_MAX)
    .transform((path) => path.split(/[?#]/)[0]!),
  referrer: z.string().max(2000).nullish().transform(cleanReferrer),
});

export type MissingPathReport = z.output<typeof missingPathReportSchema>;

/** A logged miss. No IP address or other client identity is stored. */
export const missingPathSchema = z.object({
  id: idSchema,
  path: z.string(),
  /** Origin and path of the referring page, or null. */
  referrer: z.string().nullable().default(null),
  at: z.date(),
  /** `at` plus MISSING_PATH_RETENTION_DAYS: the TTL policy deletes the entry after it. */
  expires_at: z.date(),
});

export type MissingPath = z.output<typeof missingPathSchema>;
