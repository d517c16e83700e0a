/**
 * "Who leaked this file?" (docs/promo.md#downloads-and-tracing): a file is
 * matched first by its exact bytes (its SHA-256 against every copy's
 * recorded one), then, when its bytes are not a copy we sent (re-encoded,
 * trimmed, re-tagged elsewhere), by the marker its tags still carry.
 */
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
