import { useCallback, useEffect, useState } from "react";
import { call } from "../../lib/client/callables";
import type { ArtistChoice } from "../../lib/domain/catalog";

export type ReleaseAction = "draft" | "edit";

/**
 * How a picker asks for the artists matching what is typed (the first 20
 * by name; docs/admin-lists.md). With `forRelease`, only artists the caller
 * holds that releases action for.
 */
export const searchArtists =
  (forRelease: ReleaseAction | null) =>
  async (text: string): Promise<ArtistChoice[]> =>
    (await call("listArtistChoices", { q: text, for_release: forRelease })).artists;

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
