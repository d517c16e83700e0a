/**
 * Search and sharing metadata: JSON-LD, sitemap, RSS, robots.txt. Pure
 * functions of the page view models and the site's origin.
 */
import { isoDuration } from "../domain/catalog";
import type { TrackPlay } from "./trackPlay";
import type { ArtistPage, PressPostPage, ReleasePage } from "./views";

export const absoluteUrl = (pathOrUrl: string, site: URL | string) => new URL(pathOrUrl, site).toString();

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export function musicGroupJsonLd(page: ArtistPage, site: URL | string) {
  return {
    "@context": "https://schema.org",
    "@type": "MusicGroup",
    name: page.name,
    url: absoluteUrl(page.path, site),
    ...(page.ownImageUrl ? { image: absoluteUrl(page.ownImageUrl, site) } : {}),
    ...(page.genre ? { genre: page.genre } : {}),
    ...(page.bio ? { description: page.bio } : {}),
    ...(page.socials.length > 0 ? { sameAs: page.socials.map((s) => s.url) } : {}),
  };
}

export function musicAlbumJsonLd(page: ReleasePage, site: URL | string) {
  return {
    "@context": "https://schema.org",
    "@type": "MusicAlbum",
    name: page.title,
    url: absoluteUrl(page.canonicalPath, site),
    byArtist: page.artists.map((a) => ({ "@type": "MusicGroup", name: a.name, url: absoluteUrl(a.href, site) })),
    ...(page.releaseDate ? { datePublished: page.releaseDate } : {}),
    ...(page.imageUrl ? { image: absoluteUrl(page.imageUrl, site) } : {}),
    ...(page.genre ? { genre: page.genre } : {}),
    ...(page.tracklist ? tracklistJsonLd(page, site) : {}),
  };
}

/**
 * The tracklist as schema.org sees it: a MusicAlbum is a MusicPlaylist, so
 * `numTracks` and `track` (MusicRecordings in play order, ISO 8601
 * durations); a playable track carries its audio (the served file: the
 * preview in preview mode) as an AudioObject.
 */
function tracklistJsonLd(page: ReleasePage, site: URL | string) {
  const tracklist = page.tracklist!;
  return {
    numTracks: tracklist.tracks.length,
    ...(tracklist.total ? { duration: tracklist.total.iso } : {}),
    track: tracklist.tracks.map((row) => ({
      "@type": "MusicRecording",
      name: row.title,
      position: row.number,
      ...(row.durationIso ? { duration: row.durationIso } : {}),
      byArtist: { "@type": "MusicGroup", name: row.artists ?? page.artistNames },
      ...(row.listen.state === "playable" ? { audio: audioObjects(row.listen.play, site) } : {}),
    })),
  };
}

/** A content type without its parameters ("audio/mp4; codecs=…" → "audio/mp4"), as feeds and schema.org take it. */
export const mediaType = (contentType: string) => contentType.split(";")[0]!.trim();

function audioObjects(play: TrackPlay, site: URL | string) {
  return play.sources.map((s) => ({
    "@type": "AudioObject",
    contentUrl: absoluteUrl(s.src, site),
    encodingFormat: mediaType(s.type),
    contentSize: `${s.bytes} B`,
    duration: isoDuration(Math.round(play.seconds)),
  }));
}

export function newsArticleJsonLd(page: PressPostPage, site: URL | string, publisher: { name: string; logo: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: page.title,
    url: absoluteUrl(page.path, site),
    ...(page.publishedAt ? { datePublished: page.publishedAt.toISOString() } : {}),
    ...(page.imageUrl ? { image: [absoluteUrl(page.imageUrl, site)] } : {}),
    ...(page.excerpt ? { description: page.excerpt } : {}),
    publisher: { "@type": "Organization", name: publisher.name, logo: { "@type": "ImageObject", url: absoluteUrl(publisher.logo, site) } },
  };
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
/**
 * Text for an XML document: markup characters escaped, and characters XML 1.0
 * cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF)
 * dropped, so old data saved before titles were cleaned cannot break the feed.
 */
export const xmlEscape = (text: string) =>
  text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "").replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `<url><loc>${xmlEscape(url)}</loc></url>`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</urlset>\n`;
}

export interface FeedItem {
  title: string;
  url: string;
  description: string | null;
  publishedAt: Date | null;
}

export function rssXml(channel: { title: string; description: string; url: string; feedUrl: string }, items: readonly FeedItem[]): string {
  const entries = items
    .map((item) =>
      [
        "<item>",
        `<title>${xmlEscape(item.title)}</title>`,
        `<link>${xmlEscape(item.url)}</link>`,
        `<guid isPermaLink="true">${xmlEscape(item.url)}</guid>`,
        item.publishedAt ? `<pubDate>${item.publishedAt.toUTCString()}</pubDate>` : "",
        item.description ? `<description>${xmlEscape(item.description)}</description>` : "",
        "</item>",
      ].join(""),
    )
    .join("");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
    `<title>${xmlEscape(channel.title)}</title>`,
    `<link>${xmlEscape(channel.url)}</link>`,
    `<description>${xmlEscape(channel.description)}</description>`,
    `<atom:link href="${xmlEscape(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    entries,
    "</channel></rss>\n",
  ].join("\n");
}

export function robotsTxt(site: URL | string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /auth", `Sitemap: ${absoluteUrl("/sitemap.xml", site)}`, ""].join(
    "\n",
  );
}
