/**
 * The release form's additional-artists list (docs/product.md#release-form): credited after
 * the primary artist in the order shown, never repeated, never the primary.
 * Every operation returns a new list.
 */
import { moveTarget } from "../../../../lib/domain/shared";

/** Appends an artist unless it is empty, already listed or the primary. */
export function addAdditionalArtist(list: readonly string[], artistId: string, primaryId: string | null | undefined): string[] {
  if (!artistId || artistId === primaryId || list.includes(artistId)) return [...list];
  return [...list, artistId];
}

export function removeAdditionalArtist(list: readonly string[], artistId: string): string[] {
  return list.filter((id) => id !== artistId);
}

/** Moves the artist at `index` up (-1) or down (+1); a move past either end changes nothing. */
export function moveAdditionalArtist(list: readonly string[], index: number, delta: -1 | 1): string[] {
  const target = moveTarget(index, delta, list.length);
  if (target === null) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** After the primary artist changes: it cannot stay among the additional ones. */
export function withoutPrimary(list: readonly string[], primaryId: string | null | undefined): string[] {
  return list.filter((id) => id !== primaryId);
}

/** Artists the picker no longer offers: the primary and those already listed. */
export function takenArtistIds(list: readonly string[], primaryId: string | null | undefined): string[] {
  return [...list, ...(primaryId ? [primaryId] : [])];
}
