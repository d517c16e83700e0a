/** Where a visitor goes after pre-saving (docs/product.md#pre-save-recording; 'track-pre-save' → redirectUrl). */
import { deriveSpotifyAlbumUrl, type Release } from "../catalog/release";

/**
 * The release's pre-save URL; else its Spotify album; else its page on our
 * site (/releases/{primaryArtistSlug}/{slug}), or the releases list when it
 * has no artist to build that path from.
 */
export function preSaveRedirectUrl(
  release: Pick<Release, "pre_save_url" | "spotify_album_id" | "slug">,
  primaryArtistSlug: string | null,
  siteUrl: string,
): string {
  const origin = siteUrl.replace(/\/+$/, "");
  return (
    release.pre_save_url?.trim() ||
    deriveSpotifyAlbumUrl(release.spotify_album_id) ||
    (primaryArtistSlug
      ? `${origin}/releases/${encodeURIComponent(primaryArtistSlug)}/${encodeURIComponent(release.slug)}`
      : `${origin}/releases`)
  );
}
