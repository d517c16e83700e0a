import { monthYearHeading } from "../domain/shared";

/**
 * Search and genre filtering of the artists and releases lists, run in the
 * browser on every keystroke. Each item's searchable text is lowercased
 * once, so a keystroke costs one substring test per item.
 */
export interface Searchable<T> {
  item: T;
  /** Lowercased text the search box matches. */
  text: string;
  genreKey: string | null;
}

/** Lowercase, accents removed, runs of spaces as one. */
export function normalizeSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

export function searchable<T>(items: readonly T[], textOf: (item: T) => string[], genreOf: (item: T) => string | null): Searchable<T>[] {
  return items.map((item) => ({ item, text: normalizeSearch(textOf(item).join("\n")), genreKey: genreOf(item) }));
}

/** Items whose text contains the search and whose genre is the selected one ("" = all), in list order. */
export function applyFilters<T>(entries: readonly Searchable<T>[], q: string, genre: string): T[] {
  const needle = normalizeSearch(q);
  const result: T[] = [];
  for (const entry of entries) {
    if (genre !== "" && entry.genreKey !== genre) continue;
    if (needle !== "" && !entry.text.includes(needle)) continue;
    result.push(entry.item);
  }
  return result;
}

/** Artists match on their name. */
export const artistSearchText = (artist: { name: string }) => [artist.name];

/** Releases match on the title, the artist line and every credited artist (docs/product.md#releases-list). */
export const releaseSearchText = (release: { title: string; artistNames: string; searchNames: readonly string[] }) => [
  release.title,
  release.artistNames,
  ...release.searchNames,
];

export interface MonthGroup<T> {
  /** "MARCH 2024". */
  heading: string;
  items: T[];
}

/**
 * The current page grouped under upper-case month-and-year headings, in
 * order of first appearance; a release without a date groups under the
 * current month (docs/product.md#releases-list). `undatedAtToday` puts those
 * releases where today falls in the list, so the current month's heading
 * never follows older months.
 */
export function groupByMonth<T extends { releaseDate: string | null }>(items: readonly T[], now: Date): MonthGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const heading = monthYearHeading(item.releaseDate ?? now);
    groups.set(heading, [...(groups.get(heading) ?? []), item]);
  }
  return [...groups].map(([heading, grouped]) => ({ heading, items: grouped }));
}

/**
 * The releases list order, newest first, with each undated release placed as
 * if released on `today` (YYYY-MM-DD): the list groups it under the current
 * month, so that is where it sits. Stable: the catalogue's order breaks ties.
 */
export function undatedAtToday<T extends { releaseDate: string | null }>(items: readonly T[], today: string): T[] {
  const dayOf = (item: T) => (item.releaseDate ?? today).slice(0, 10);
  return [...items].sort((a, b) => (dayOf(a) < dayOf(b) ? 1 : dayOf(a) > dayOf(b) ? -1 : 0));
}
