import { useEffect, useState } from "react";
import type { SubscriberFilters } from "../../../lib/domain";
import { useLocationState } from "../../hooks/useLocationState";
import { SEARCH_DELAY_MS } from "../../hooks/useSettled";
import { ALL_SUBSCRIBERS, parseSubscriberFilters, subscriberFiltersSearch } from "../../lib/subscriberFiltersLocation";

/**
 * The screen's filters, kept in step with the URL (shareable, reloadable,
 * back button): each filter change is a history entry; the search box
 * reaches the URL once typing pauses and replaces the entry instead of
 * adding one per keystroke.
 */
export function useSubscriberFilters() {
  const [searchText, setSearchText] = useState(() => parseSubscriberFilters(window.location.search).q);
  const [filters, navigate] = useLocationState(parseSubscriberFilters, subscriberFiltersSearch, (next) => setSearchText(next.q));

  useEffect(() => {
    if (searchText.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => navigate({ ...filters, q: searchText.trim() }, "replace"), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters, navigate]);

  return {
    filters,
    searchText,
    setSearchText,
    /** Changes one filter now (a history entry). */
    change: (patch: Partial<SubscriberFilters>) => navigate({ ...filters, q: searchText.trim(), ...patch }),
    clear: () => {
      setSearchText("");
      navigate(ALL_SUBSCRIBERS);
    },
  };
}
