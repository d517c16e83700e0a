import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A screen's state kept in the URL query, so a view can be shared, reloaded
 * and reached with the back button: read from the address at first and on
 * every back or forward (`onPop` hears it too), written by `navigate` as a
 * new history entry ("push") or in place of the current one ("replace", for
 * typing). `parse` and `toSearch` are module functions (stable).
 */
export function useLocationState<S>(parse: (search: string) => S, toSearch: (state: S) => string, onPop?: (state: S) => void) {
  const [state, setState] = useState<S>(() => parse(window.location.search));
  const popped = useRef(onPop);
  useEffect(() => {
    popped.current = onPop;
  });

  const navigate = useCallback(
    (next: S, mode: "push" | "replace" = "push") => {
      const url = `${window.location.pathname}${toSearch(next)}`;
      if (mode === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
      setState(next);
    },
    [toSearch],
  );

  useEffect(() => {
    const listener = () => {
      const next = parse(window.location.search);
      setState(next);
      popped.current?.(next);
    };
    window.addEventListener("popstate", listener);
    return () => window.removeEventListener("popstate", listener);
  }, [parse]);

  return [state, navigate] as const;
}
