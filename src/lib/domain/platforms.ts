import { SONGLINK_PAGE_KEY } from "./constants";

/**
 * Display names of the streaming platforms a release's dsp_links may hold
 * (song.link's platform keys, plus the ones the label enters by hand), in
 * the order the listen links show them. Unknown keys are title-cased.
 */
export const PLATFORM_LABELS: Record<string, string> = {
  spotify: "Spotify",
  appleMusic: "Apple Music",
  youtubeMusic: "YouTube Music",
  deezer: "Deezer",
  tidal: "TIDAL",
  amazonMusic: "Amazon Music",
  bandcamp: "Bandcamp",
  soundcloud: "SoundCloud",
  youtube: "YouTube",
  itunes: "iTunes",
  pandora: "Pandora",
  napster: "Napster",
  audiomack: "Audiomack",
  audius: "Audius",
  anghami: "Anghami",
  boomplay: "Boomplay",
  yandex: "Yandex Music",
  amazonStore: "Amazon Store",
  google: "Google Play",
  googleStore: "Google Play Store",
  spinrilla: "Spinrilla",
};

export const PLATFORM_ORDER = Object.keys(PLATFORM_LABELS);

export function platformLabel(key: string): string {
  return (
    PLATFORM_LABELS[key] ??
    key
      .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
      .replace(/[-_]+/g, " ")
      .replace(/\b\w/g, (c) => c.toUpperCase())
  );
}

/** song.link's own page is not a platform: it is shown as the attribution its terms ask for. */
export function isPlatformLink(key: string): boolean {
  return key !== SONGLINK_PAGE_KEY;
}

/** The attribution line shown wherever song.link's data appears. */
export const SONGLINK_ATTRIBUTION_TEXT = "Links powered by Songlink/Odesli";
export const SONGLINK_HOME_URL = "https://odesli.co";
