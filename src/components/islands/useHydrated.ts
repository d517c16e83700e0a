import { useEffect, useState } from "preact/hooks";

/**
 * False in the server-rendered HTML and until the island runs, then true.
 * The public forms turn the browser's own field checks off (noValidate) only
 * once their script shows the spec's messages instead; before that, and with
 * JavaScript off, the browser checks required fields and email format.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
