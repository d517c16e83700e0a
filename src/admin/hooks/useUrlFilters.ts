import { useEffect, useState } from "react";
import type { FiltersLocation } from "../lib/filtersLocation";
import { useLocationState } from "./useLocationState";
import { SEARCH_DELAY_MS } from "./useSettled";

const NO_RESET = {};

/**
 * A screen's search box and filters, kept in step with the URL (shareable,
 * reloadable, back button): each filter change is a history entry; the
 * search box reaches the URL once typing pauses and replaces the entry
 * instead of adding one per keystroke. `location` and `reset` are module
 * constants (stable).
 */
export function useUrlFilters<F extends { q: string }>(location: FiltersLocation<F>, reset: Partial<F> = NO_RESET) {
  const [searchText, setSearchText] = useState(() => location.parse(window.location.search).q);
  const [filters, navigate] = useLocationState(location.parse, location.search, (next) => setSearchText(next.q));

  useEffect(() => {
    if (searchText.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => navigate({ ...filters, ...reset, q: searchText.trim() }, "replace"), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters, navigate, reset]);

  return {
    filters,
    searchText,
    setSearchText,
    /** Changes some filters now (a history entry); `reset` (a page number) applies too unless the patch sets it. */
    change: (patch: Partial<F>) => navigate({ ...filters, q: searchText.trim(), ...reset, ...patch }),
    clear: () => {
      setSearchText("");
      navigate(location.all);
    },
  };
}
