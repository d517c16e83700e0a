import type { RefObject } from "preact";
import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import { DEFAULT_LIST_QUERY, listQueryString, parseListQuery, withTypedFilters, type ListQuery } from "../../lib/site/listQuery";

/** Refs to the list's search box and genre select, which the list's filters render. */
export interface ListFilterRefs {
  searchRef: RefObject<HTMLInputElement>;
  genreRef: RefObject<HTMLSelectElement>;
}

/**
 * The list's filter and page, kept in the URL query. The first render uses
 * the defaults (what the build rendered, so hydration matches); the URL is
 * read right after, and again whenever the back or forward button moves
 * through the history. Text typed into the search box (or a genre chosen)
 * while the page was still loading is in the fields the island took over,
 * not in its state: it is read from them then and applied, not wiped.
 */
export function useListQuery(): [ListQuery, (next: ListQuery, history: "push" | "replace") => void, ListFilterRefs] {
  const [query, setQuery] = useState<ListQuery>(DEFAULT_LIST_QUERY);
  const searchRef = useRef<HTMLInputElement>(null);
  const genreRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    const fromUrl = parseListQuery(window.location.search);
    const typed = { q: searchRef.current?.value ?? "", genre: genreRef.current?.value ?? "" };
    const first = withTypedFilters(fromUrl, typed);
    setQuery(first);
    if (first !== fromUrl) window.history.replaceState(null, "", `${window.location.pathname}${listQueryString(first)}`);
    const sync = () => setQuery(parseListQuery(window.location.search));
    window.addEventListener("popstate", sync);
    return () => window.removeEventListener("popstate", sync);
  }, []);

  const update = useCallback((next: ListQuery, history: "push" | "replace") => {
    setQuery(next);
    const url = `${window.location.pathname}${listQueryString(next)}`;
    if (history === "push") window.history.pushState(null, "", url);
    else window.history.replaceState(null, "", url);
  }, []);

  return [query, update, { searchRef, genreRef }];
}
