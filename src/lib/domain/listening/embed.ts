/**
 * The embeddable players (docs/listening.md#embeds): their addresses, their
 * sizes, and which addresses of the site an oEmbed request may name. Pure:
 * the site build renders the pages from it and the oEmbed function answers
 * from it, so a page and its oEmbed answer cannot disagree.
 */
import { uuidPattern } from "../shared/fields";

/** What an embed plays: a release's playable tracks, or one track. */
export type EmbedKind = "release" | "track";
/** standard: the player with the artwork (and a release's tracklist); compact: the player bar alone. */
export type EmbedSize = "standard" | "compact";

/** The fragment that turns a release's embed page into one track's: `#track-{trackId}`. */
export const EMBED_TRACK_FRAGMENT = "track-";

/**
 * One static page per release serves every embed of it: the release's and
 * each playable track's, in both sizes. A track's embed is the release's page
 * with the track's fragment, which CSS (`:target`) turns into the track's
 * player without JavaScript; the size follows the frame's height (a CSS media
 * query, EMBED_COMPACT_BELOW). One page per release, not four per release and
 * track, keeps a catalogue of 60,000 playable tracks at 5,000 embed pages.
 * Keyed by id, as the feeds are: an embed pasted into a blog must outlive a
 * renamed release or artist.
 */
export function embedPath(releaseId: string, trackId: string | null = null): string {
  return `/embed/release/${releaseId}${trackId ? `#${EMBED_TRACK_FRAGMENT}${trackId}` : ""}`;
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

/** A frame lower than this is laid out compact (EmbedPlayer.astro's media query says the same). */
export const EMBED_COMPACT_BELOW = 160;

export function embedHeight(kind: EmbedKind, size: EmbedSize): number {
  return size === "compact" ? EMBED_FRAME.height.compact : EMBED_FRAME.height[kind];
}

const LEGACY_TRACK_PATH = /^\/embed\/track\/([^/]+?)(?:\/compact)?\/?$/;

/**
 * A track's embed address of before one page per release served them all
 * (`/embed/track/{trackId}`, and its `/compact`), already pasted into other
 * sites: it names no release, so the `embedTrackRedirect` function finds the
 * track's release and answers 301 to `embedPath(releaseId, trackId)`. The
 * track id, or null for any other path.
 */
export function legacyTrackEmbedId(path: string): string | null {
  const trackId = LEGACY_TRACK_PATH.exec(path)?.[1];
  return trackId !== undefined && uuidPattern.test(trackId) ? trackId : null;
}

/** Per client and minute, as the oEmbed endpoint counts: each answer reads a track's audio and its release. */
export const EMBED_REDIRECT_RATE_LIMIT = { bucket: "embed-redirect", limit: 60, windowMs: 60 * 1000 } as const;

/**
 * An embed page of the site (a release's, or with a track's fragment a
 * track's), a track's embed address of before (`legacyTrack`: its release is
 * read), or a release page (whose embed is the release's).
 */
export type EmbedTarget =
  | { kind: "release"; releaseId: string }
  | { kind: "track"; releaseId: string; trackId: string }
  | { kind: "legacyTrack"; trackId: string }
  | { kind: "releasePage"; artistSlug: string; releaseSlug: string };

// A release's compact address of before (`/compact`, redirected by firebase.json) is the release's embed.
const EMBED_URL_PATH = /^\/embed\/release\/([^/]+?)(?:\/compact)?\/?$/;
const TRACK_FRAGMENT = new RegExp(`^#${EMBED_TRACK_FRAGMENT}(.+)$`);
const RELEASE_PAGE_PATH = /^\/releases\/([a-z0-9-]{1,200})\/([a-z0-9-]{1,200})\/?$/;

/**
 * What `url` names on the site at `siteUrl`: an embed page (its ids UUIDs),
 * an embed address of before (which redirects to one) or a release page; null for anything else, another site's URL included.
 * http and https of the site's host are one site (a link copied before a
 * redirect to https still works). A fragment other than a track's is ignored,
 * as the page ignores it.
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
    const releaseId = embed[1]!;
    if (!uuidPattern.test(releaseId)) return null;
    const trackId = TRACK_FRAGMENT.exec(parsed.hash)?.[1];
    if (trackId === undefined) return { kind: "release", releaseId };
    return uuidPattern.test(trackId) ? { kind: "track", releaseId, trackId } : null;
  }
  const legacyTrackId = legacyTrackEmbedId(parsed.pathname);
  if (legacyTrackId) return { kind: "legacyTrack", trackId: legacyTrackId };
  const page = RELEASE_PAGE_PATH.exec(parsed.pathname);
  return page ? { kind: "releasePage", artistSlug: page[1]!, releaseSlug: page[2]! } : null;
}
