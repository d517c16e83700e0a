/**
 * The embeddable players (docs/listening.md#embeds): their addresses, their
 * sizes, and which addresses of the site an oEmbed request may name. Pure:
 * the site build renders the pages from it and the oEmbed function answers
 * from it, so a page and its oEmbed answer cannot disagree.
 */
import { uuidPattern } from "../schemas/common";

/** What an embed plays: a release's playable tracks, or one track. */
export type EmbedKind = "release" | "track";
/** standard: the player with the artwork (and a release's tracklist); compact: the player bar alone. */
export type EmbedSize = "standard" | "compact";

export const EMBED_KINDS: readonly EmbedKind[] = ["release", "track"];
export const EMBED_SIZES: readonly EmbedSize[] = ["standard", "compact"];

/**
 * Static pages, one per size: a query string (`?size=compact`) would need a
 * server or a script to read it, and a static page without JavaScript must
 * still play. Keyed by id, as the feeds are: an embed pasted into a blog must
 * outlive a renamed release or artist.
 */
export function embedPath(kind: EmbedKind, id: string, size: EmbedSize = "standard"): string {
  return `/embed/${kind}/${id}${size === "compact" ? "/compact" : ""}`;
}

/**
 * The size an embed is laid out for, in CSS pixels. Width is the default the
 * oEmbed answer gives (the pages are fluid, down to `minWidth`); the height
 * is what the layout needs: the compact bar, a track's artwork beside the
 * bar, a release's artwork, bar and a scrolling tracklist.
 */
export const EMBED_FRAME = {
  width: 560,
  minWidth: 280,
  height: { compact: 120, track: 220, release: 420 },
} as const;

export function embedHeight(kind: EmbedKind, size: EmbedSize): number {
  return size === "compact" ? EMBED_FRAME.height.compact : EMBED_FRAME.height[kind];
}

/** An embed page of the site, or a release page (whose embed is the release's). */
export type EmbedTarget =
  | { kind: EmbedKind; id: string; size: EmbedSize }
  | { kind: "releasePage"; artistSlug: string; releaseSlug: string };

const EMBED_URL_PATH = /^\/embed\/(release|track)\/([^/]+?)(\/compact)?\/?$/;
const RELEASE_PAGE_PATH = /^\/releases\/([a-z0-9-]{1,200})\/([a-z0-9-]{1,200})\/?$/;

/**
 * What `url` names on the site at `siteUrl`: an embed page (its id a UUID)
 * or a release page; null for anything else, another site's URL included.
 * http and https of the site's host are one site (a link copied before a
 * redirect to https still works).
 */
export function embedTargetOf(url: string, siteUrl: string): EmbedTarget | null {
  let parsed: URL;
  let site: URL;
  try {
    parsed = new URL(url);
    site = new URL(siteUrl);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.host !== site.host) return null;
  const embed = EMBED_URL_PATH.exec(parsed.pathname);
  if (embed) {
    const id = embed[2]!;
    return uuidPattern.test(id) ? { kind: embed[1] as EmbedKind, id, size: embed[3] ? "compact" : "standard" } : null;
  }
  const page = RELEASE_PAGE_PATH.exec(parsed.pathname);
  return page ? { kind: "releasePage", artistSlug: page[1]!, releaseSlug: page[2]! } : null;
}
