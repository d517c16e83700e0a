/**
 * How the admin lists are searched and ordered on the server
 * (docs/admin-lists.md). Firestore cannot search inside text or order by a
 * computed value, so each listed document stores two derived fields, built
 * here from the model on every write:
 * - a list key: one string whose ascending order is the list's order, ending
 *   with the id so that no two documents share a key (the page cursors
 *   compare keys);
 * - search terms: every prefix of every word-start of the folded text, so
 *   "drift", "half dri" and "halden d" all find "Halden Drift" with one
 *   `array-contains`.
 */

/** Longest search term stored and looked up; a longer search matches on its first this-many characters. */
export const SEARCH_TERM_MAX = 24;
/** Sorts below every character a folded text holds, so "ab" comes before "ab c" and "abc". */
const KEY_SEPARATOR = "\u0001";

/**
 * Search form of a text: accents dropped, lower case, every run of
 * characters other than letters and digits one space ("Sable Fen — Live!"
 * → "sable fen live"; "editor@label.test" → "editor label test").
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The term a search looks up: the folded text, cut to SEARCH_TERM_MAX (no trailing space). "" means no search. */
export function searchNeedle(query: string): string {
  return foldForSearch(query).slice(0, SEARCH_TERM_MAX).trimEnd();
}

/** The stored terms of a text: for each word start, its prefixes up to SEARCH_TERM_MAX characters. */
export function searchTermsOf(text: string): string[] {
  const folded = foldForSearch(text);
  const terms = new Set<string>();
  for (let start = 0; start < folded.length; start++) {
    if (start > 0 && folded[start - 1] !== " ") continue;
    const rest = folded.slice(start, start + SEARCH_TERM_MAX);
    for (let end = 1; end <= rest.length; end++) {
      if (rest[end - 1] !== " ") terms.add(rest.slice(0, end));
    }
  }
  return [...terms];
}

/** Whether a search finds the text: what the stored terms answer, for checks outside Firestore. */
export function matchesSearch(text: string, query: string): boolean {
  const needle = searchNeedle(query);
  return needle === "" || searchTermsOf(text).includes(needle);
}

/** Digits mirrored (0↔9, 1↔8…): fixed-width dates and times then sort newest first in ascending order. */
export function newestFirst(fixedWidth: string): string {
  return fixedWidth.replace(/\d/g, (digit) => String(9 - Number(digit)));
}

const key = (...parts: string[]) => parts.join(KEY_SEPARATOR);

/** Artists: by name, any case and accent alike. */
export const artistListKey = (artist: { id: string; name: string }) => key(foldForSearch(artist.name), artist.id);

/** Releases: newest release date first, undated last; same date by title. */
export const releaseListKey = (release: { id: string; title: string; release_date: string | null }) =>
  key(release.release_date === null ? "~" : newestFirst(release.release_date), foldForSearch(release.title), release.id);

/** Press posts and users: newest created first. */
export const newestCreatedKey = (id: string, createdAt: Date) => key(newestFirst(createdAt.toISOString()), id);

/** Store products: by title, any case and accent alike. */
export const productListKey = (product: { id: string; title: string }) => key(foldForSearch(product.title), product.id);
