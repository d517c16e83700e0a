/**
 * "Who leaked this file?" (docs/promo.md#downloads-and-tracing): a file is
 * matched first by its exact bytes (its SHA-256 against every copy's
 * recorded one), then, when its bytes are not a copy we sent (re-encoded,
 * trimmed, re-tagged elsewhere), by the marker its tags still carry.
 */
import { z } from "zod";
import { PROMO_DOWNLOAD_FORMATS } from "./campaign";
import type { PromoDownload } from "./promoDownload";

export type LeakMatch = { by: "hash" | "tags"; download: PromoDownload } | { by: "none" };

/**
 * Decides the match from what was found by hash and by marker. A hash
 * names one copy (two copies of different recipients never share one:
 * their tags differ); a marker names every format and track of one
 * recipient's copies, any of which names the same person.
 */
export function matchLeak(byHash: readonly PromoDownload[], byMarker: readonly PromoDownload[]): LeakMatch {
  const exact = byHash[0];
  if (exact) return { by: "hash", download: exact };
  const tagged = byMarker[0];
  return tagged ? { by: "tags", download: tagged } : { by: "none" };
}

/** Bytes of a dropped file the browser sends: the whole of an MP3 copy; the start of a larger file, where its tags are (ID3v2, RIFF INFO as copies carry it, Vorbis comments). */
export const LEAK_SAMPLE_BYTES = 24 * 1024 * 1024;
/** The largest file the browser hashes (a 10-minute 24-bit WAV is under 200 MB). */
export const LEAK_MAX_BYTES = 500 * 1024 * 1024;
/** The form fields of a check: the file's SHA-256 (the browser hashes all of it), its size, and the sample. */
export const LEAK_FIELDS = { sha256: "sha256", size: "size", file: "file" } as const;

/** The recipient a file leads to, as the admin shows it. */
export const leakFindingSchema = z.object({
  by: z.enum(["hash", "tags"]),
  recipient: z.string(),
  contact_id: z.string(),
  campaign_id: z.string(),
  campaign_name: z.string(),
  track_title: z.string(),
  format: z.enum(PROMO_DOWNLOAD_FORMATS),
  made_at: z.iso.datetime(),
  /** The first download of that copy; null when it was made but never sent whole. */
  downloaded_at: z.iso.datetime().nullable(),
});
export type LeakFinding = z.output<typeof leakFindingSchema>;

/** The check's answer: the finding, or null when no copy matches (or none the caller may see). */
export const leakAnswerSchema = z.union([
  z.object({ finding: leakFindingSchema.nullable() }),
  z.object({ error: z.object({ message: z.string() }) }),
]);
export type LeakAnswer = z.output<typeof leakAnswerSchema>;
