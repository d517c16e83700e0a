import { useCallback, useEffect, useState } from "preact/hooks";
import { DEFAULT_LIST_QUERY, listQueryString, parseListQuery, type ListQuery } from "../../lib/site/listQuery";

/**
 * The list's filter and page, kept in the URL query. The first render uses
 * the defaults (what the build rendered, so hydration matches); the URL is
 * read right after, and again whenever the back or forward button moves
 * through the history.
 */
export function useListQuery(): [ListQuery, (next: ListQuery, history: "push" | "replace") => void] {
  const [query, setQuery] = useState<ListQuery>(DEFAULT_LIST_QUERY);

  useEffect(() => {
    const sync = () => setQuery(parseListQuery(window.location.search));
    sync();
    window.addEventListener("popstate", sync);
    return () => window.removeEventListener("popstate", sync);
  }, []);

  const update = useCallback((next: ListQuery, history: "push" | "replace") => {
    setQuery(next);
    const url = `${window.location.pathname}${listQueryString(next)}`;
    if (history === "push") window.history.pushState(null, "", url);
    else window.history.replaceState(null, "", url);
  }, []);

  return [query, update];
}
