import { useEffect, useState } from "react";
import type { CallableRequest } from "../../../lib/domain/callables";
import { useCallableQuery } from "../../hooks/useCallableQuery";
import { SEARCH_DELAY_MS } from "../../hooks/useSettled";
import { daysInOrder } from "../../../lib/domain/store";

/**
 * The store's paged lists (PRODUCTS, ORDERS): their search, filters and page
 * live in the URL, so a reload or a shared link shows the same page. The
 * orders list alone has the fulfilment state and the days (from, to).
 */
export interface StoreListLocation {
  q: string;
  status: string;
  fulfilment: string;
  from: string;
  to: string;
  after: string;
  before: string;
}

const FILTERS = ["q", "status", "fulfilment", "from", "to"] as const;

const readLocation = (): StoreListLocation => {
  const params = new URLSearchParams(window.location.search);
  return {
    q: params.get("q") ?? "",
    status: params.get("status") ?? "",
    fulfilment: params.get("fulfilment") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    after: params.get("after") ?? "",
    before: params.get("before") ?? "",
  };
};

function writeLocation(next: StoreListLocation, mode: "push" | "replace") {
  const params = new URLSearchParams(window.location.search);
  for (const [key, value] of Object.entries(next)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const search = params.toString();
  window.history[mode === "push" ? "pushState" : "replaceState"](null, "", `${window.location.pathname}${search ? `?${search}` : ""}`);
}

/** What a list's filters and pager use of it, whichever list. */
export interface StoreListNav {
  location: StoreListLocation;
  searchText: string;
  setSearchText: (text: string) => void;
  setStatus: (status: string) => void;
  /** Changes filters (fulfilment, from, to) and goes back to the first page. */
  setFilters: (filters: Partial<Pick<StoreListLocation, "fulfilment" | "from" | "to">>) => void;
  /** Whether a search or a filter narrows the list (its empty text then says nothing matches). */
  filtered: boolean;
  /** FROM after TO: said beside TO, and no request is sent. */
  daysOutOfOrder: boolean;
  goNext: (after: string) => void;
  goPrevious: (before: string) => void;
}

export function useStoreList<N extends "listProducts" | "listOrders">(name: N, failureToast: string) {
  const [location, setLocation] = useState(readLocation);
  const [searchText, setSearchText] = useState(location.q);
  const navigate = (next: StoreListLocation, mode: "push" | "replace" = "push") => {
    writeLocation(next, mode);
    setLocation(next);
  };
  useEffect(() => {
    const back = () => {
      const now = readLocation();
      setLocation(now);
      setSearchText(now.q);
    };
    window.addEventListener("popstate", back);
    return () => window.removeEventListener("popstate", back);
  }, []);
  // The search reaches the URL (and the server) once typing pauses, from the first page.
  useEffect(() => {
    if (searchText.trim() === location.q.trim()) return;
    const timer = setTimeout(() => navigate({ ...location, q: searchText.trim(), after: "", before: "" }, "replace"), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });
  const request = {
    q: location.q,
    status: location.status || null,
    ...(name === "listOrders" ? { fulfilment: location.fulfilment || null, from: location.from || null, to: location.to || null } : {}),
    after: location.after || null,
    before: location.before || null,
    last: false,
  } as unknown as CallableRequest<N>;
  // Days out of order are said beside TO; the server would only refuse them (and the refusal toast on top).
  const daysOutOfOrder = !daysInOrder(location);
  const list = useCallableQuery(name, request, failureToast, { enabled: !daysOutOfOrder });
  return {
    ...list,
    location,
    searchText,
    setSearchText,
    setStatus: (status: string) => navigate({ ...location, status, after: "", before: "" }),
    setFilters: (filters: Partial<Pick<StoreListLocation, "fulfilment" | "from" | "to">>) =>
      navigate({ ...location, ...filters, after: "", before: "" }),
    filtered: FILTERS.some((key) => location[key] !== ""),
    daysOutOfOrder,
    goNext: (after: string) => navigate({ ...location, after, before: "" }),
    goPrevious: (before: string) => navigate({ ...location, before, after: "" }),
  };
}
