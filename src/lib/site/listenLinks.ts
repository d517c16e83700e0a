import {
  LINK_ATTRIBUTIONS,
  PLATFORM_KIND_TITLES,
  PLATFORM_ORDER,
  deriveSpotifyAlbumUrl,
  isPlatformLink,
  platformKind,
  platformLabel,
  type PlatformKind,
  type Release,
} from "../domain/catalog";
import { isWebUrl } from "../domain/shared";

/** One streaming link of a release page or pre-save page. */
export interface ListenLink {
  /** dsp_links key, or bandcamp / soundcloud. */
  platform: string;
  label: string;
  url: string;
  /** Streaming services and stores are listed in two groups. */
  kind: PlatformKind;
}

/** A source credited under the links, linking to its page of the release. */
export interface ListenLinkAttribution {
  text: string;
  url: string;
}

/**
 * The release's streaming links: the generated dsp_links, the hand-entered
 * Apple Music, Bandcamp and SoundCloud URLs (which win over a generated link
 * for the same platform), and the album's Spotify link. One per platform, in
 * a fixed order, then any other platform alphabetically.
 */
export function listenLinks(
  release: Pick<Release, "dsp_links" | "apple_music_url" | "bandcamp_url" | "soundcloud_url" | "spotify_album_id">,
): ListenLink[] {
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
    .map(([platform, url]) => ({ platform, label: platformLabel(platform), url, kind: platformKind(platform) }));
}

/** A release out everywhere has 30+ links: from this many on, streaming services and stores show as two groups. */
export const GROUP_LISTEN_LINKS_FROM = 10;

export interface ListenLinkGroup {
  /** Null when the links show as one list. */
  title: string | null;
  links: ListenLink[];
}

/** The links as shown: one list, or (when long and of both kinds) streaming services, then stores. */
export function groupListenLinks(links: ListenLink[]): ListenLinkGroup[] {
  const kinds = (["stream", "store"] as const)
    .map((kind) => ({ title: PLATFORM_KIND_TITLES[kind], links: links.filter((l) => l.kind === kind) }))
    .filter((g) => g.links.length > 0);
  if (links.length < GROUP_LISTEN_LINKS_FROM || kinds.length < 2) return links.length > 0 ? [{ title: null, links }] : [];
  return kinds;
}

/** The sources whose data is among the links (their page is stored with it), in the credits' order. */
export function listenLinkAttributions(release: Pick<Release, "dsp_links">): ListenLinkAttribution[] {
  return LINK_ATTRIBUTIONS.flatMap(({ key, text }) => {
    const url = release.dsp_links[key];
    return url && isWebUrl(url) ? [{ text, url }] : [];
  });
}

/** The embedded album player's address. */
export function spotifyEmbedUrl(spotifyAlbumId: string | null): string | null {
  const id = spotifyAlbumId?.trim();
  return id ? `https://open.spotify.com/embed/album/${encodeURIComponent(id)}` : null;
}
