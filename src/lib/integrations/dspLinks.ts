/**
 * Merges what every source found into a release's dsp_links (platform →
 * URL). Pure. Precedence per platform: links an admin typed on the release
 * (Apple Music, Bandcamp, SoundCloud), then song.link, then Deezer's and
 * Apple's own lookups, then MusicBrainz's URL relationships, then the album
 * URL built from the Spotify ID.
 */
import { deriveSpotifyAlbumUrl, LINK_ATTRIBUTIONS, PLATFORM_ORDER, type DspLinks } from "../domain/catalog";
import { isWebUrl, MUSICBRAINZ_PAGE_KEY, SONGLINK_PAGE_KEY } from "../domain/shared";

export interface DspLinkSources {
  spotifyAlbumId?: string | null;
  /** The release's own, hand-entered URLs. */
  own?: { apple_music_url?: string | null; bandcamp_url?: string | null; soundcloud_url?: string | null };
  songlink?: { pageUrl: string | null; links: Record<string, string> } | null;
  deezerUrl?: string | null;
  appleMusicUrl?: string | null;
  /** platform → URL from MusicBrainz, and its page of the release. */
  musicbrainz?: { pageUrl: string | null; links: Record<string, string> } | null;
}

/** Display order: the domain's platforms, then the credited sources' pages, then any other key alphabetically. */
const DISPLAY_ORDER = [...PLATFORM_ORDER, ...LINK_ATTRIBUTIONS.map((a) => a.key)];

export function orderPlatforms(links: Record<string, string>): DspLinks {
  const rank = (key: string) => {
    const index = DISPLAY_ORDER.indexOf(key);
    return index === -1 ? DISPLAY_ORDER.length : index;
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
  for (const [platform, url] of Object.entries(sources.musicbrainz?.links ?? {})) offer(platform, url);
  offer("spotify", deriveSpotifyAlbumUrl(sources.spotifyAlbumId));
  // Only alongside data the source provided: song.link's terms ask for attribution there, MusicBrainz as a courtesy.
  if (sources.songlink && Object.keys(sources.songlink.links).length > 0) offer(SONGLINK_PAGE_KEY, sources.songlink.pageUrl);
  if (sources.musicbrainz && Object.keys(sources.musicbrainz.links).length > 0) offer(MUSICBRAINZ_PAGE_KEY, sources.musicbrainz.pageUrl);
  return orderPlatforms(links);
}
