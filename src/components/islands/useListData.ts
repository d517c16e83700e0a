import { useEffect, useState } from "preact/hooks";

/**
 * The full list, from the JSON file the build wrote next to the page. Until
 * it arrives the page shows what the build rendered (`initial`, the first
 * page). A failed fetch keeps that, as public pages ignore data errors (docs/product.md#public-pages).
 */
export function useListData<T>(dataUrl: string, initial: T[]): { items: T[]; loaded: boolean } {
  const [state, setState] = useState({ items: initial, loaded: false });
  useEffect(() => {
    let active = true;
    fetch(dataUrl)
      .then((res) => (res.ok ? (res.json() as Promise<T[]>) : Promise.reject(new Error(`${dataUrl}: ${res.status}`))))
      .then((items) => active && setState({ items, loaded: true }))
      .catch((error: unknown) => console.error("Could not load the list:", error));
    return () => {
      active = false;
    };
  }, [dataUrl]);
  return state;
}
