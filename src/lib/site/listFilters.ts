import { monthYearHeading } from "../domain/dates";
import { EMPTY_STATES } from "../domain/messages";

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

/** Releases match on the title, the artist line and every credited artist (spec section 2). */
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
 * order of first appearance; releases without a date go under their own
 * heading after every month, never under a month they were not released in
 * (docs/decisions.md).
 */
export function groupByMonth<T extends { releaseDate: string | null }>(items: readonly T[]): MonthGroup<T>[] {
  const groups = new Map<string, T[]>();
  const undated: T[] = [];
  for (const item of items) {
    if (!item.releaseDate) {
      undated.push(item);
      continue;
    }
    const heading = monthYearHeading(item.releaseDate);
    groups.set(heading, [...(groups.get(heading) ?? []), item]);
  }
  const dated = [...groups].map(([heading, grouped]) => ({ heading, items: grouped }));
  return undated.length > 0 ? [...dated, { heading: EMPTY_STATES.undatedReleases, items: undated }] : dated;
}
