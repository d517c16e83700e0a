/**
 * Merges what every source found into a release's dsp_links (platform →
 * URL). Pure. Precedence per platform: links an admin typed on the release
 * (Apple Music, Bandcamp, SoundCloud), then song.link, then Deezer's and
 * Apple's own lookups, then the album URL built from the Spotify ID.
 */
import { deriveSpotifyAlbumUrl, isWebUrl, SONGLINK_PAGE_KEY, type DspLinks } from "../domain";

export interface DspLinkSources {
  spotifyAlbumId?: string | null;
  /** The release's own, hand-entered URLs. */
  own?: { apple_music_url?: string | null; bandcamp_url?: string | null; soundcloud_url?: string | null };
  songlink?: { pageUrl: string | null; links: Record<string, string> } | null;
  deezerUrl?: string | null;
  appleMusicUrl?: string | null;
}

/** Display order of the known platforms; others follow alphabetically. */
export const PLATFORM_ORDER = [
  "spotify",
  "appleMusic",
  "youtubeMusic",
  "youtube",
  "deezer",
  "tidal",
  "amazonMusic",
  "amazonStore",
  "bandcamp",
  "soundcloud",
  "pandora",
  "napster",
  "audiomack",
  "anghami",
  "boomplay",
  "yandex",
  "audius",
  "spinrilla",
  "itunes",
  "google",
  "googleStore",
  SONGLINK_PAGE_KEY,
];

export function orderPlatforms(links: Record<string, string>): DspLinks {
  const rank = (key: string) => {
    const index = PLATFORM_ORDER.indexOf(key);
    return index === -1 ? PLATFORM_ORDER.length : index;
  };
  return Object.fromEntries(Object.entries(links).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b)));
}

export function combineDspLinks(sources: DspLinkSources): DspLinks {
  const links: Record<string, string> = {};
  /** First source to offer a usable URL for a platform wins. */
  const offer = (platform: string, url: string | null | undefined) => {
    const trimmed = url?.trim();
    if (!trimmed || !isWebUrl(trimmed) || platform in links) return;
    links[platform] = trimmed;
  };
  offer("appleMusic", sources.own?.apple_music_url);
  offer("bandcamp", sources.own?.bandcamp_url);
  offer("soundcloud", sources.own?.soundcloud_url);
  for (const [platform, url] of Object.entries(sources.songlink?.links ?? {})) offer(platform, url);
  offer("deezer", sources.deezerUrl);
  offer("appleMusic", sources.appleMusicUrl);
  offer("spotify", deriveSpotifyAlbumUrl(sources.spotifyAlbumId));
  // Only alongside data song.link provided: its terms ask for attribution there.
  if (sources.songlink && Object.keys(sources.songlink.links).length > 0) offer(SONGLINK_PAGE_KEY, sources.songlink.pageUrl);
  return orderPlatforms(links);
}
