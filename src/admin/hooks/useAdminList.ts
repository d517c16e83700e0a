import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { call } from "../../lib/client/callables";
import type { CallableResponse } from "../../lib/domain/callables";
import { listLocationSearch, listRequestOf, parseListLocation, searchLocation, type ListLocation } from "../lib/listLocation";
import { SEARCH_DELAY_MS } from "./useSettled";

/** The paged admin lists (docs/admin-lists.md). */
export type AdminListName = "listAdminArtists" | "listAdminReleases" | "listAdminPressPosts" | "listUsers";

/**
 * One page of an admin list, kept in step with the URL: the search and the
 * page are read from the query string, every page change is a history entry
 * (typing replaces the entry instead of adding one per keystroke), and the
 * back button returns to the page before. `loading` is true while a request
 * is under way, so the screen can show LOADING... at first and mark the
 * shown rows busy afterwards; an answer to an older request is ignored.
 */
export function useAdminList<N extends AdminListName>(name: N, failureToast: string) {
  const [location, setLocation] = useState<ListLocation>(() => parseListLocation(window.location.search));
  const [searchText, setSearchText] = useState(location.q);
  const [data, setData] = useState<CallableResponse<N> | null>(null);
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);
  const latest = useRef(0);
  // Resolved once the page asked for by `reload` is shown.
  const reloaded = useRef<(() => void)[]>([]);

  const navigate = useCallback((next: ListLocation, mode: "push" | "replace" = "push") => {
    const url = `${window.location.pathname}${listLocationSearch(next)}`;
    if (mode === "push") window.history.pushState(null, "", url);
    else window.history.replaceState(null, "", url);
    setLocation(next);
  }, []);

  useEffect(() => {
    const onPop = () => {
      const next = parseListLocation(window.location.search);
      setLocation(next);
      setSearchText(next.q);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  // The search text reaches the URL (and the server) once typing pauses.
  useEffect(() => {
    if (searchText.trim() === location.q.trim()) return;
    const timer = setTimeout(() => navigate(searchLocation(searchText), "replace"), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, location.q, navigate]);

  const key = JSON.stringify(listRequestOf(location));
  useEffect(() => {
    const request = ++latest.current;
    setLoading(true);
    call(name, JSON.parse(key))
      .then((answer) => {
        if (request === latest.current) setData(answer as CallableResponse<N>);
      })
      .catch((error: unknown) => {
        console.error(`${name} failed`, error);
        if (request === latest.current) toast.error(failureToast, { id: failureToast });
      })
      .finally(() => {
        if (request !== latest.current) return;
        setLoading(false);
        for (const resolve of reloaded.current.splice(0)) resolve();
      });
  }, [name, key, reloads, failureToast]);

  return {
    data,
    setData,
    loading,
    location,
    /** The search box's text (the URL follows it after a pause). */
    searchText,
    setSearchText,
    /** Applies the typed search now (Enter). */
    submitSearch: () => navigate(searchLocation(searchText)),
    /** Shows another page of the same search. */
    goTo: (next: ListLocation) => navigate(next),
    /** Reads the current page again (after a write); resolves once it is shown. */
    reload: () =>
      new Promise<void>((resolve) => {
        reloaded.current.push(resolve);
        setReloads((n) => n + 1);
      }),
  };
}

/** What a list's search box and pager need of `useAdminList`, whatever the list. */
export type AdminListControls = Pick<ReturnType<typeof useAdminList>, "loading" | "location" | "searchText" | "setSearchText" | "submitSearch" | "goTo">;
