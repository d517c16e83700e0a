/**
 * A release's podcast feed and M3U playlist, and the label's publisher feed
 * (docs/listening.md#sharing-and-feeds). Pure functions of the catalog, the
 * build time and the site's origin. What a feed lists is what the release
 * page plays at build time (trackListen, the listening rules): a track
 * locked until release day or without ready audio is left out, a preview
 * release lists its preview files.
 */
import { createHash } from "node:crypto";
import { LABEL } from "../../config/label";
import type { Release } from "../domain/catalog";
import { ogImagePath } from "../domain/media";
import { parseMediaReference } from "../domain/shared";
import { creditedArtists, primaryArtist, type CatalogIndex } from "./catalog";
import { LABEL_FEED_PATH, releaseFeedPath, releasePath } from "./paths";
import { absoluteUrl, mediaType, xmlEscape } from "./seo";
import { tracklistView, type TracklistView } from "./tracklist";
import type { TrackPlay } from "./trackPlay";

/** Podcasting 2.0 (https://podcastindex.org/namespace/1.0). */
const PODCAST_NS = "https://podcastindex.org/namespace/1.0";
const ITUNES_NS = "http://www.itunes.com/dtds/podcast-1.0.dtd";
/** The namespace's fixed UUID namespace for `podcast:guid` (docs/1.0.md, guid). */
const PODCAST_GUID_NAMESPACE = "ead4c236-bf58-58c6-a2c6-a6b28d128cb6";

/**
 * `podcast:guid` of a feed: a UUIDv5 (RFC 4122 §4.3, SHA-1) of the feed URL
 * without its scheme and trailing slashes, in the namespace's UUID, so any
 * app can compute it from the URL alone. Six lines of node:crypto; no
 * dependency for it.
 */
export function podcastGuid(feedUrl: string): string {
  const name = feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "").replace(/\/+$/, "");
  const hash = createHash("sha1")
    .update(Buffer.from(PODCAST_GUID_NAMESPACE.replace(/-/g, ""), "hex"))
    .update(name, "utf8")
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** One file a feed or playlist points at: absolute URL, media type without parameters, stored bytes. */
export interface FeedFile {
  url: string;
  type: string;
  bytes: number;
}

export interface FeedTrack {
  id: string;
  number: number;
  title: string;
  artists: string;
  /** Whole seconds of the served file (the preview's length in preview mode). */
  seconds: number;
  explicit: boolean;
  /** AAC first (every podcast app plays it), then Opus as an alternate. */
  files: FeedFile[];
}

export interface ReleaseFeed {
  release: Release;
  title: string;
  artists: string;
  /** The release page (under its primary artist). */
  pageUrl: string;
  feedUrl: string;
  /** The artwork podcast apps take (feedImageUrl); null when the cover is in no such format. */
  imageUrl: string | null;
  tracks: FeedTrack[];
}

/** Enclosure order: the format podcast apps and playlist players all take first. */
const FEED_TYPE_ORDER = ["audio/mp4", "audio/ogg"];

function feedFiles(play: TrackPlay, site: URL | string): FeedFile[] {
  const files = play.sources.map((s) => ({ url: absoluteUrl(s.src, site), type: mediaType(s.type), bytes: s.bytes }));
  const rank = (f: FeedFile) => (FEED_TYPE_ORDER.indexOf(f.type) + FEED_TYPE_ORDER.length + 1) % (FEED_TYPE_ORDER.length + 1);
  return files.sort((a, b) => rank(a) - rank(b));
}

/** What a shared link plays (Open Graph `og:audio`): the first playable track's first feed file; null when nothing plays. */
export function shareAudio(tracklist: TracklistView | null, site: URL | string): FeedFile | null {
  const first = tracklist?.tracks.find((row) => row.listen.state === "playable");
  return first?.listen.state === "playable" ? (feedFiles(first.listen.play, site)[0] ?? null) : null;
}

/** A pasted cover a feed can carry as it is: RSS 2.0's `<image>` takes GIF, JPEG or PNG, Apple's `itunes:image` JPEG or PNG. */
const FEED_IMAGE_FILE = /\.(jpe?g|png)$/i;

/**
 * A cover as a feed's artwork: an uploaded one's square sharing JPEG (the
 * site makes it with every upload), a pasted JPEG or PNG as it is, and none
 * for any other format (the uploaded cover's own reference is a WebP, which
 * podcast apps refuse).
 */
export function feedImageUrl(cover: string | null, site: URL | string): string | null {
  if (!cover) return null;
  if (parseMediaReference(cover)) return absoluteUrl(ogImagePath(cover, "square"), site);
  return FEED_IMAGE_FILE.test(new URL(cover, "http://localhost/").pathname) ? absoluteUrl(cover, site) : null;
}

/** A release's feed: its tracks playable at `now`; null when none plays (the release then has no feed). */
export function releaseFeed(index: CatalogIndex, release: Release, now: Date, site: URL | string): ReleaseFeed | null {
  const primary = primaryArtist(index, release);
  if (!primary) return null;
  const names = creditedArtists(index, release).map((a) => a.name);
  const tracklist = tracklistView(release, names, { audioByTrack: index.audioByTrack, now });
  if (!tracklist?.playable) return null;
  const artists = names.join(", ");
  const tracks = tracklist.tracks.flatMap((row): FeedTrack[] =>
    row.listen.state === "playable"
      ? [
          {
            id: row.id,
            number: row.number,
            title: row.title,
            artists: row.artists ?? artists,
            seconds: Math.round(row.listen.play.seconds),
            explicit: row.explicit,
            files: feedFiles(row.listen.play, site),
          },
        ]
      : [],
  );
  return {
    release,
    title: release.title,
    artists,
    pageUrl: absoluteUrl(releasePath(primary.slug, release.slug), site),
    feedUrl: absoluteUrl(releaseFeedPath(release.id), site),
    imageUrl: feedImageUrl(release.image_url, site),
    tracks,
  };
}

/** Whether a release has a feed at `now` without building it: some track with ready audio plays. */
export function hasReleaseFeed(index: CatalogIndex, release: Release, now: Date): boolean {
  if (!release.tracks.some((t) => index.audioByTrack.has(t.id))) return false;
  return releaseFeed(index, release, now, "http://localhost/") !== null;
}

const rfc822 = (isoDate: string | null) => (isoDate ? new Date(`${isoDate}T00:00:00Z`).toUTCString() : null);
const tag = (name: string, text: string) => `<${name}>${xmlEscape(text)}</${name}>`;
const attrs = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([k, v]) => ` ${k}="${xmlEscape(String(v))}"`)
    .join("");

function rssDocument(channel: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:itunes="${ITUNES_NS}" xmlns:podcast="${PODCAST_NS}"><channel>`,
    ...channel.filter(Boolean),
    "</channel></rss>\n",
  ].join("\n");
}

function feedItem(feed: ReleaseFeed, track: FeedTrack): string {
  const [enclosure, ...alternates] = track.files;
  const pubDate = rfc822(feed.release.release_date);
  return [
    "<item>",
    tag("title", track.title),
    tag("itunes:author", track.artists),
    `<guid isPermaLink="false">${xmlEscape(track.id)}</guid>`,
    tag("link", feed.pageUrl),
    pubDate ? tag("pubDate", pubDate) : "",
    enclosure ? `<enclosure${attrs({ url: enclosure.url, length: enclosure.bytes, type: enclosure.type })}/>` : "",
    ...[enclosure, ...alternates]
      .filter((f): f is FeedFile => Boolean(f))
      .map(
        (f, i) =>
          `<podcast:alternateEnclosure${attrs({ type: f.type, length: f.bytes, ...(i === 0 ? { default: "true" } : {}) })}><podcast:source${attrs({ uri: f.url })}/></podcast:alternateEnclosure>`,
      ),
    tag("itunes:duration", String(track.seconds)),
    tag("itunes:episode", String(track.number)),
    tag("itunes:explicit", track.explicit ? "true" : "false"),
    "</item>",
  ].join("");
}

/** The release's feed: Podcasting 2.0 `podcast:medium` music, one item per playable track, linked to the label's publisher feed. */
export function releaseFeedXml(feed: ReleaseFeed, site: URL | string): string {
  const labelFeedUrl = absoluteUrl(LABEL_FEED_PATH, site);
  const description = `${feed.title} by ${feed.artists}`;
  return rssDocument([
    tag("title", feed.title),
    tag("link", feed.pageUrl),
    tag("description", description),
    tag("generator", LABEL.name),
    `<atom:link${attrs({ href: feed.feedUrl, rel: "self", type: "application/rss+xml" })}/>`,
    tag("itunes:author", feed.artists),
    tag("itunes:explicit", feed.tracks.some((t) => t.explicit) ? "true" : "false"),
    tag("itunes:type", "serial"),
    feed.imageUrl ? `<itunes:image${attrs({ href: feed.imageUrl })}/>` : "",
    feed.imageUrl ? `<image>${tag("url", feed.imageUrl)}${tag("title", feed.title)}${tag("link", feed.pageUrl)}</image>` : "",
    tag("podcast:guid", podcastGuid(feed.feedUrl)),
    tag("podcast:medium", "music"),
    `<podcast:remoteItem${attrs({ medium: "publisher", feedGuid: podcastGuid(labelFeedUrl), feedUrl: labelFeedUrl })}/>`,
    ...feed.tracks.map((track) => feedItem(feed, track)),
  ]);
}

/**
 * The label's feed: Podcasting 2.0 `podcast:medium` publisher, a
 * `podcast:remoteItem` per release feed (newest release first). The audio
 * enclosures are in the release feeds, as the namespace defines a publisher
 * feed; each release feed names this one back, which apps take as proof.
 */
export function labelFeedXml(feeds: readonly Pick<ReleaseFeed, "feedUrl">[], site: URL | string): string {
  const url = absoluteUrl("/", site);
  const feedUrl = absoluteUrl(LABEL_FEED_PATH, site);
  return rssDocument([
    tag("title", LABEL.name),
    tag("link", url),
    tag("description", LABEL.tagline),
    `<atom:link${attrs({ href: feedUrl, rel: "self", type: "application/rss+xml" })}/>`,
    `<itunes:image${attrs({ href: absoluteUrl(LABEL.feedLogo, site) })}/>`,
    tag("podcast:guid", podcastGuid(feedUrl)),
    tag("podcast:medium", "publisher"),
    ...feeds.map((f) => `<podcast:remoteItem${attrs({ medium: "music", feedGuid: podcastGuid(f.feedUrl), feedUrl: f.feedUrl })}/>`),
  ]);
}

/**
 * The playlist's media type (RFC 3003's audio/mpegurl, the one players
 * register for .m3u). Static files take their type from Hosting, so
 * firebase.json's header rule for `/feeds/releases/*.m3u` names it too;
 * the local server reads the same rule (tests/unit/stack/hostingTypes.test.ts).
 */
export const PLAYLIST_MEDIA_TYPE = "audio/mpegurl";

/** One line of M3U text: no line breaks can end an entry early. */
const m3uText = (text: string) => text.replace(/[\r\n]+/g, " ");

/** The release as an extended M3U playlist (UTF-8, `.m3u`): its playable tracks' first file in play order. */
export function releasePlaylistM3u(feed: ReleaseFeed): string {
  const lines = ["#EXTM3U", `#PLAYLIST:${m3uText(`${feed.artists} — ${feed.title}`)}`];
  for (const track of feed.tracks) {
    const file = track.files[0];
    if (!file) continue;
    lines.push(`#EXTINF:${track.seconds},${m3uText(`${track.artists} - ${track.title}`)}`, file.url);
  }
  return `${lines.join("\n")}\n`;
}
