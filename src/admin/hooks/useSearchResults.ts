import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { SEARCH_DELAY_MS } from "./useSettled";

/**
 * A picker's matches for what is typed, asked of the server while the
 * picker is open, a moment after the typing settles (docs/admin-lists.md).
 * `search` is read when asked (it may be a new function each render);
 * `scope` names whatever else the answer depends on, so a change asks again.
 * null until the first answer; a failure empties the list and says `failed`.
 */
export function useSearchResults<T>(
  text: string,
  open: boolean,
  search: (text: string) => Promise<T[]>,
  failed: string,
  scope = "",
): T[] | null {
  const [results, setResults] = useState<T[] | null>(null);
  const searchOf = useRef(search);
  useEffect(() => {
    searchOf.current = search;
  });
  useEffect(() => {
    if (!open) return;
    let current = true;
    const timer = setTimeout(() => {
      searchOf
        .current(text)
        .then((answer) => current && setResults(answer))
        .catch((error: unknown) => {
          console.error("picker search failed", error);
          if (current) setResults([]);
          toast.error(failed, { id: failed });
        });
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, open, failed, scope]);
  return results;
}
