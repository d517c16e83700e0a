/**
 * The public order of each collection, defined once: the repositories'
 * queries sort with these, and the site builder keeps its patched catalog in
 * the same order (src/lib/site/catalogSnapshot.ts CATALOG_ORDER).
 */
import type { Artist } from "./artist";
import type { PressPost } from "./pressPost";
import type { Release } from "./release";

/** By name, as Firestore orders strings (code units, so "Zed" before "ash"). */
export function byArtistName(a: Pick<Artist, "name">, b: Pick<Artist, "name">): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** Newest release date first; releases without a date last; same date by title. */
export function byReleaseDateDesc(a: Release, b: Release): number {
  if (a.release_date === b.release_date) return a.title.localeCompare(b.title);
  if (a.release_date === null) return 1;
  if (b.release_date === null) return -1;
  return a.release_date < b.release_date ? 1 : -1;
}

/** Newest published first; drafts (no published_at) last. */
export function byPublishedAtDesc(a: PressPost, b: PressPost): number {
  return (b.published_at?.getTime() ?? 0) - (a.published_at?.getTime() ?? 0);
}
