/** Small display rules of the release card (docs/product.md#cards). */
import { ALBUM_TYPES, type AlbumType } from "./constants";

/** "1 track", "12 tracks". */
export function formatTrackCount(count: number): string {
  return `${count} ${count === 1 ? "track" : "tracks"}`;
}

/** A count and its noun, for screens: "1 contact", "1,200 contacts". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** Badge for any other album type (the "neutral badge" of docs/product.md#cards). */
export const NEUTRAL_ALBUM_BADGE = "RELEASE";

/** Upper-case album-type badge: "ALBUM", "SINGLE", "COMPILATION", else "RELEASE". */
export function albumTypeBadge(type: string | null | undefined): string {
  const normalized = (type ?? "").trim().toLowerCase();
  return (ALBUM_TYPES as readonly string[]).includes(normalized) ? (normalized as AlbumType).toUpperCase() : NEUTRAL_ALBUM_BADGE;
}
