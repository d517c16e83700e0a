/** Small display rules of the release card (docs/product.md#cards). */
import { ALBUM_TYPES, type AlbumType } from "./constants";
import { EMPTY_STATES } from "./messages";

/** "1 track", "12 tracks". */
export function formatTrackCount(count: number): string {
  return `${count} ${count === 1 ? "track" : "tracks"}`;
}

/** Badge for any other album type (the "neutral badge" of docs/product.md#cards). */
export const NEUTRAL_ALBUM_BADGE = "RELEASE";

/** Upper-case album-type badge: "ALBUM", "SINGLE", "COMPILATION", else "RELEASE". */
export function albumTypeBadge(type: string | null | undefined): string {
  const normalized = (type ?? "").trim().toLowerCase();
  return (ALBUM_TYPES as readonly string[]).includes(normalized)
    ? (normalized as AlbumType).toUpperCase()
    : NEUTRAL_ALBUM_BADGE;
}

/**
 * Artist line of a release card: the credited names joined by ", ", else the
 * release's single artist, else "Unknown".
 */
export function joinArtistNames(
  names: readonly (string | null | undefined)[] | null | undefined,
  fallbackName?: string | null,
): string {
  const credited = (names ?? []).map((name) => name?.trim() ?? "").filter((name) => name !== "");
  if (credited.length > 0) return credited.join(", ");
  return fallbackName?.trim() || EMPTY_STATES.unknownArtist;
}
