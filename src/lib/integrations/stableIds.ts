import { createHash } from "node:crypto";

/**
 * A UUID derived from a key (version-5 layout over SHA-256). Imported
 * releases and artists created by refetch get the ID of their Spotify ID, so
 * two overlapping runs create one document, not two: the second `create`
 * fails with ALREADY_EXISTS.
 */
export function stableUuid(key: string): string {
  const hex = createHash("sha256").update(key).digest("hex").slice(0, 32).split("");
  hex[12] = "5";
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

export const importedReleaseId = (spotifyAlbumId: string) => stableUuid(`spotify:album:${spotifyAlbumId}`);
export const spotifyArtistDocumentId = (spotifyArtistId: string) => stableUuid(`spotify:artist:${spotifyArtistId}`);
