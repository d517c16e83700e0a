import { PLATFORM_ORDER, SONGLINK_PAGE_KEY, deriveSpotifyAlbumUrl, isPlatformLink, isWebUrl, platformLabel, type Release } from "../domain";

/** One streaming link of a release page or pre-save page. */
export interface ListenLink {
  /** dsp_links key, or bandcamp / soundcloud. */
  platform: string;
  label: string;
  url: string;
}

/**
 * The release's streaming links: the generated dsp_links, the hand-entered
 * Apple Music, Bandcamp and SoundCloud URLs (which win over a generated link
 * for the same platform), and the album's Spotify link. One per platform, in
 * a fixed order, then any other platform alphabetically.
 */
export function listenLinks(release: Pick<Release, "dsp_links" | "apple_music_url" | "bandcamp_url" | "soundcloud_url" | "spotify_album_id">): ListenLink[] {
  const urls = new Map<string, string>(Object.entries(release.dsp_links));
  const manual: [string, string | null][] = [
    ["appleMusic", release.apple_music_url],
    ["bandcamp", release.bandcamp_url],
    ["soundcloud", release.soundcloud_url],
  ];
  for (const [platform, url] of manual) if (url) urls.set(platform, url);
  const spotify = deriveSpotifyAlbumUrl(release.spotify_album_id);
  if (spotify && !urls.has("spotify")) urls.set("spotify", spotify);

  const rank = (platform: string) => (PLATFORM_ORDER.includes(platform) ? PLATFORM_ORDER.indexOf(platform) : PLATFORM_ORDER.length);
  return [...urls.entries()]
    .filter(([platform, url]) => isPlatformLink(platform) && isWebUrl(url))
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([platform, url]) => ({ platform, label: platformLabel(platform), url }));
}

/** song.link's page for the release when its data is among the links (shown as the attribution). */
export function songlinkPageUrl(release: Pick<Release, "dsp_links">): string | null {
  const url = release.dsp_links[SONGLINK_PAGE_KEY];
  return url && isWebUrl(url) ? url : null;
}

/** The embedded album player's address. */
export function spotifyEmbedUrl(spotifyAlbumId: string | null): string | null {
  const id = spotifyAlbumId?.trim();
  return id ? `https://open.spotify.com/embed/album/${encodeURIComponent(id)}` : null;
}
