import { useMemo } from "preact/hooks";
import { LIST_PAGE_SIZE } from "../../lib/domain/shared/constants";
import { clampPage, paginate, totalPages } from "../../lib/domain/shared/pagination";
import { applyFilters, searchable } from "../../lib/site/listFilters";
import type { ListQuery } from "../../lib/site/listQuery";
import { withFilter } from "../../lib/site/listQuery";

/** Filters, counts and pages a list for the current query; the search text is prepared once per list. */
export function useFilteredList<T>(
  items: T[],
  query: ListQuery,
  textOf: (item: T) => string[],
  genreOf: (item: T) => string | null,
  update: (next: ListQuery, history: "push" | "replace") => void,
) {
  const entries = useMemo(() => searchable(items, textOf, genreOf), [items, textOf, genreOf]);
  const filtered = useMemo(() => applyFilters(entries, query.q, query.genre), [entries, query.q, query.genre]);
  const pages = totalPages(filtered.length, LIST_PAGE_SIZE);
  const page = clampPage(query.page, pages);
  return {
    filtered,
    pages,
    page,
    pageItems: paginate(filtered, page, LIST_PAGE_SIZE),
    // Typing replaces the history entry (one per keystroke would bury the back button); genre and page push one.
    onSearch: (q: string) => update(withFilter(query, { q }), "replace"),
    onGenre: (genre: string) => update(withFilter(query, { genre }), "push"),
    onPage: (next: number) => {
      update({ ...query, page: next }, "push");
      window.scrollTo({ top: 0 });
    },
  };
}
