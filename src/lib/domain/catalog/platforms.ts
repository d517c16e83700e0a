import { MUSICBRAINZ_PAGE_KEY, SONGLINK_PAGE_KEY } from "../shared/constants";

/** Where a fan goes on a platform: to listen, or to buy and download (or order a copy). */
export type PlatformKind = "stream" | "store";

/** Headings of the two groups a long list of listen links shows as. */
export const PLATFORM_KIND_TITLES: Record<PlatformKind, string> = { stream: "STREAM", store: "BUY & DOWNLOAD" };

export interface PlatformInfo {
  /** The name shown on the listen links and in the admin. */
  label: string;
  kind: PlatformKind;
  /**
   * Host names whose pages are this platform's (a subdomain counts too), to
   * recognise the URLs of sources that give links without a platform name
   * (MusicBrainz's URL relationships). The most specific host wins.
   */
  hosts: string[];
}

/**
 * Every streaming platform and store a release's dsp_links may hold, in the
 * order the listen links show them: song.link's platform keys, the ones the
 * label enters by hand, and the stores MusicBrainz links to. Unknown keys are
 * title-cased and shown after these.
 */
export const PLATFORMS: Record<string, PlatformInfo> = {
  spotify: { label: "Spotify", kind: "stream", hosts: ["open.spotify.com", "spotify.com"] },
  appleMusic: { label: "Apple Music", kind: "stream", hosts: ["music.apple.com"] },
  youtubeMusic: { label: "YouTube Music", kind: "stream", hosts: ["music.youtube.com"] },
  deezer: { label: "Deezer", kind: "stream", hosts: ["deezer.com", "deezer.page.link"] },
  tidal: { label: "TIDAL", kind: "stream", hosts: ["tidal.com"] },
  amazonMusic: {
    label: "Amazon Music",
    kind: "stream",
    hosts: ["music.amazon.com", "music.amazon.co.uk", "music.amazon.de", "music.amazon.fr", "music.amazon.co.jp"],
  },
  bandcamp: { label: "Bandcamp", kind: "store", hosts: ["bandcamp.com"] },
  soundcloud: { label: "SoundCloud", kind: "stream", hosts: ["soundcloud.com"] },
  youtube: { label: "YouTube", kind: "stream", hosts: ["youtube.com", "youtu.be"] },
  qobuz: { label: "Qobuz", kind: "stream", hosts: ["qobuz.com"] },
  itunes: { label: "iTunes", kind: "store", hosts: ["itunes.apple.com"] },
  pandora: { label: "Pandora", kind: "stream", hosts: ["pandora.com"] },
  napster: { label: "Napster", kind: "stream", hosts: ["napster.com"] },
  audiomack: { label: "Audiomack", kind: "stream", hosts: ["audiomack.com"] },
  audius: { label: "Audius", kind: "stream", hosts: ["audius.co"] },
  anghami: { label: "Anghami", kind: "stream", hosts: ["anghami.com"] },
  boomplay: { label: "Boomplay", kind: "stream", hosts: ["boomplay.com"] },
  yandex: { label: "Yandex Music", kind: "stream", hosts: ["music.yandex.ru", "music.yandex.com"] },
  kkbox: { label: "KKBOX", kind: "stream", hosts: ["kkbox.com"] },
  jiosaavn: { label: "JioSaavn", kind: "stream", hosts: ["jiosaavn.com"] },
  netease: { label: "NetEase Cloud Music", kind: "stream", hosts: ["music.163.com"] },
  melon: { label: "Melon", kind: "stream", hosts: ["melon.com"] },
  lineMusic: { label: "LINE MUSIC", kind: "stream", hosts: ["music.line.me"] },
  mixcloud: { label: "Mixcloud", kind: "stream", hosts: ["mixcloud.com"] },
  spinrilla: { label: "Spinrilla", kind: "stream", hosts: ["spinrilla.com"] },
  google: { label: "Google Play", kind: "stream", hosts: ["play.google.com"] },
  amazonStore: { label: "Amazon Store", kind: "store", hosts: ["amazon.com", "amazon.co.uk", "amazon.de", "amazon.fr", "amazon.co.jp"] },
  googleStore: { label: "Google Play Store", kind: "store", hosts: [] },
  beatport: { label: "Beatport", kind: "store", hosts: ["beatport.com"] },
  sevenDigital: { label: "7digital", kind: "store", hosts: ["7digital.com"] },
  junoDownload: { label: "Juno Download", kind: "store", hosts: ["junodownload.com"] },
  traxsource: { label: "Traxsource", kind: "store", hosts: ["traxsource.com"] },
  bleep: { label: "Bleep", kind: "store", hosts: ["bleep.com"] },
  boomkat: { label: "Boomkat", kind: "store", hosts: ["boomkat.com"] },
  hdtracks: { label: "HDtracks", kind: "store", hosts: ["hdtracks.com"] },
  discogs: { label: "Discogs", kind: "store", hosts: ["discogs.com"] },
};

export const PLATFORM_ORDER = Object.keys(PLATFORMS);

export function platformLabel(key: string): string {
  return (
    PLATFORMS[key]?.label ??
    key
      .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
      .replace(/[-_]+/g, " ")
      .replace(/\b\w/g, (c) => c.toUpperCase())
  );
}

/** Stores group apart from streaming services; an unknown platform is taken for a streaming one. */
export function platformKind(key: string): PlatformKind {
  return PLATFORMS[key]?.kind ?? "stream";
}

/**
 * The platform whose page a URL is, by its host (the most specific known
 * host wins: music.amazon.com is Amazon Music, amazon.com the store); null
 * for a host we do not know or a URL that is not http(s). Pure.
 */
export function platformForUrl(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const host = parsed.hostname.toLowerCase().replace(/^www\./, "");
  let best: { key: string; length: number } | null = null;
  for (const [key, info] of Object.entries(PLATFORMS)) {
    for (const known of info.hosts) {
      if ((host === known || host.endsWith(`.${known}`)) && known.length > (best?.length ?? 0)) best = { key, length: known.length };
    }
  }
  return best?.key ?? null;
}

/** A source whose data is among the links, credited under them: its page for the release, and the line shown. */
export interface LinkAttribution {
  /** The dsp_links key that holds the source's page for the release. */
  key: string;
  text: string;
}

/** The attribution line shown wherever song.link's data appears. */
export const SONGLINK_ATTRIBUTION_TEXT = "Links powered by Songlink/Odesli";

/**
 * Sources credited under the links, in this order. song.link's terms ask for
 * the credit; MusicBrainz's link data is CC0 and it only asks for credit as a
 * courtesy, which we give.
 */
export const LINK_ATTRIBUTIONS: LinkAttribution[] = [
  { key: SONGLINK_PAGE_KEY, text: SONGLINK_ATTRIBUTION_TEXT },
  { key: MUSICBRAINZ_PAGE_KEY, text: "Links from MusicBrainz (CC0)" },
];

/** A source's page held in dsp_links is a credit, not a platform. */
export function isPlatformLink(key: string): boolean {
  return !LINK_ATTRIBUTIONS.some((attribution) => attribution.key === key);
}
