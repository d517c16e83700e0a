/** URLs of the public pages, so links and the route plan cannot disagree. */
export const artistPath = (artistSlug: string) => `/artist/${artistSlug}`;
export const releasePath = (artistSlug: string, releaseSlug: string) => `/releases/${artistSlug}/${releaseSlug}`;
export const preSavePath = (artistSlug: string, releaseSlug: string) => `/pre-save/${artistSlug}/${releaseSlug}`;
/** The store page: every product on sale (docs/store.md#on-the-site). */
export const STORE_PATH = "/store";
export const pressPostPath = (slug: string) => `/press/${slug}`;

/**
 * A release's podcast feed and M3U playlist (docs/listening.md#sharing-and-feeds),
 * keyed by the release's id, not its slugs: a subscriber's feed address must
 * outlive a renamed release or artist.
 */
export const releaseFeedPath = (releaseId: string) => `/feeds/releases/${releaseId}.xml`;
export const releasePlaylistPath = (releaseId: string) => `/feeds/releases/${releaseId}.m3u`;
/** The label's publisher feed, listing every release feed. */
export const LABEL_FEED_PATH = "/feeds/label.xml";

/** Build-time JSON the list islands filter in the browser. */
export const ARTISTS_DATA_PATH = "/data/artists.json";
export const RELEASES_DATA_PATH = "/data/releases.json";

/** "/artists/" and "/artists" are one page; "/" stays "/". */
export function normalizePath(path: string): string {
  const trimmed = path.split(/[?#]/)[0] ?? "/";
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, "") || "/" : "/";
}
