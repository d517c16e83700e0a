/**
 * Turns what an admin pastes into the streaming-service ID field (an ID, a
 * share URL or a `spotify:` URI) into the bare ID (docs/product.md#spotify-ids).
 */

type SpotifyKind = "artist" | "album";

/** IDs are base62; anything else in the slot means we cut at the wrong place. */
const ID_PATTERN = /^[A-Za-z0-9]+$/;

function parseSpotifyId(input: string | null | undefined, kind: SpotifyKind): string | null {
  const text = (input ?? "").trim();
  if (text === "") return null;

  const uri = text.match(new RegExp(`^spotify:${kind}:([^:?#/\\s]+)$`));
  if (uri) return ID_PATTERN.test(uri[1]!) ? uri[1]! : null;
  // A URI of another kind (spotify:album:… in the artist field) is not an ID.
  if (text.toLowerCase().startsWith("spotify:")) return null;

  const marker = `${kind}/`;
  const at = text.indexOf(marker);
  if (at !== -1) {
    // Share links carry "?si=…" and sometimes a trailing slash or sub-path.
    const id = text.slice(at + marker.length).split(/[/?#]/)[0] ?? "";
    return ID_PATTERN.test(id) ? id : null;
  }

  // docs/product.md#spotify-ids: text with no slash or dot is used as the ID as is.
  if (!text.includes("/") && !text.includes(".")) return text;
  return null;
}

/** `https://open.spotify.com/artist/ID?si=x`, `spotify:artist:ID` or `ID` → `ID`; null when empty or unparseable. */
export function parseSpotifyArtistId(input: string | null | undefined): string | null {
  return parseSpotifyId(input, "artist");
}

/** `https://open.spotify.com/album/ID?si=x`, `spotify:album:ID` or `ID` → `ID`; null when empty or unparseable. */
export function parseSpotifyAlbumId(input: string | null | undefined): string | null {
  return parseSpotifyId(input, "album");
}
