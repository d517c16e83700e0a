import { useEffect, useState } from "react";

/** Typing in a search box asks the server once the typing pauses. */
export const SEARCH_DELAY_MS = 250;

/** `value`, trimmed, once it has stopped changing for SEARCH_DELAY_MS: what a search box sends to the server. */
export function useSettled(value: string): string {
  const [settled, setSettled] = useState(value.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}
