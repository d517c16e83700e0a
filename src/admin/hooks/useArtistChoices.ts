import { useCallback, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { call } from "../../lib/client/callables";
import { ARTIST_TOASTS } from "../../lib/domain/shared";
import type { ArtistChoice } from "../../lib/domain/catalog/contract";
import { SEARCH_DELAY_MS } from "./useSettled";

export type ReleaseAction = "draft" | "edit";

/**
 * The artists a picker offers for what is typed, asked of the server while
 * the picker is open (the first 20 by name; docs/admin-lists.md). With
 * `forRelease`, only artists the caller holds that releases action for.
 * null until the first answer.
 */
export function useArtistSearch(text: string, open: boolean, forRelease: ReleaseAction | null): ArtistChoice[] | null {
  const [results, setResults] = useState<ArtistChoice[] | null>(null);
  useEffect(() => {
    if (!open) return;
    let current = true;
    const timer = setTimeout(() => {
      call("listArtistChoices", { q: text, for_release: forRelease })
        .then((answer) => current && setResults(answer.artists))
        .catch((error: unknown) => {
          console.error("listArtistChoices failed", error);
          if (current) setResults([]);
          toast.error(ARTIST_TOASTS.loadFailed, { id: ARTIST_TOASTS.loadFailed });
        });
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, open, forRelease]);
  return results;
}

/**
 * Names of the artists a form refers to by id: those it already knows (an
 * edited release's credits, each artist picked), the others asked of the
 * server once. `remember` adds a picked artist.
 */
export function useArtistNames(ids: readonly string[], known: readonly ArtistChoice[] = []) {
  const [byId, setById] = useState<ReadonlyMap<string, ArtistChoice>>(() => new Map(known.map((a) => [a.id, a])));
  const missing = ids.filter((id) => id && !byId.has(id));
  const key = [...new Set(missing)].sort().join(",");
  useEffect(() => {
    if (key === "") return;
    call("listArtistChoices", { ids: key.split(",") })
      .then(({ named }) => setById((current) => new Map([...current, ...named.map((a) => [a.id, a] as const)])))
      .catch((error: unknown) => console.error("listArtistChoices failed", error));
  }, [key]);
  const remember = useCallback((artist: ArtistChoice) => setById((current) => new Map(current).set(artist.id, artist)), []);
  return { nameOf: (id: string) => byId.get(id)?.name ?? "", choiceOf: (id: string) => byId.get(id) ?? null, remember };
}
