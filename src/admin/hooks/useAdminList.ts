import { useEffect, useState } from "react";
import type { CallableRequest } from "../../lib/domain/callables";
import { listLocationSearch, listRequestOf, parseListLocation, searchLocation, type ListLocation } from "../lib/listLocation";
import { useCallableQuery } from "./useCallableQuery";
import { useLocationState } from "./useLocationState";
import { SEARCH_DELAY_MS } from "./useSettled";

/** The paged admin lists (docs/admin-lists.md). */
export type AdminListName = "listAdminArtists" | "listAdminReleases" | "listAdminPressPosts" | "listUsers";

/**
 * One page of an admin list, kept in step with the URL: the search and the
 * page are read from the query string, every page change is a history entry
 * (typing replaces the entry instead of adding one per keystroke), and the
 * back button returns to the page before. `loading` is true while a request
 * is under way, so the screen can show LOADING... at first and mark the
 * shown rows busy afterwards; useCallableQuery ignores an answer to an older
 * request.
 */
export function useAdminList<N extends AdminListName>(name: N, failureToast: string) {
  const [searchText, setSearchText] = useState(() => parseListLocation(window.location.search).q);
  const [location, navigate] = useLocationState<ListLocation>(parseListLocation, listLocationSearch, (next) => setSearchText(next.q));
  const list = useCallableQuery(name, listRequestOf(location) as CallableRequest<N>, failureToast);

  // The search text reaches the URL (and the server) once typing pauses.
  useEffect(() => {
    if (searchText.trim() === location.q.trim()) return;
    const timer = setTimeout(() => navigate(searchLocation(searchText), "replace"), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, location.q, navigate]);

  return {
    data: list.data,
    setData: list.setData,
    loading: list.pending,
    location,
    /** The search box's text (the URL follows it after a pause). */
    searchText,
    setSearchText,
    /** Applies the typed search now (Enter). */
    submitSearch: () => navigate(searchLocation(searchText)),
    /** Shows another page of the same search. */
    goTo: (next: ListLocation) => navigate(next),
    /** Reads the current page again (after a write); resolves once the answer is in. */
    reload: list.reload,
  };
}

/** What a list's search box and pager need of `useAdminList`, whatever the list. */
export type AdminListControls = Pick<
  ReturnType<typeof useAdminList>,
  "loading" | "location" | "searchText" | "setSearchText" | "submitSearch" | "goTo"
>;
