/**
 * The oEmbed answer (https://oembed.com, docs/listening.md#oembed): the
 * request's parameters and the JSON of a `rich` response whose HTML is an
 * iframe of the embed page. Pure: the oEmbed function reads the release and
 * hands the facts here.
 */
import { z } from "zod";
import { EMBED_FRAME, embedHeight, embedPath, type EmbedKind, type EmbedSize } from "./embed";

/**
 * Per client (its network, as every public route counts: functions/src/http/clientLimit.ts)
 * and minute: each answer reads the release from Firestore, and a new `maxwidth`
 * is a new URL to every cache. A blog's server resolving its embeds asks once an
 * hour per embed (`cache_age`), far below this.
 */
export const OEMBED_RATE_LIMIT = { bucket: "oembed", limit: 60, windowMs: 60 * 1000 } as const;

/** The longest `url` read: a site address is far shorter; anything longer names nothing here. */
const MAX_URL_LENGTH = 2000;
const dimension = z.coerce.number().int().positive().max(100_000).optional();

/**
 * `url` (required), `format` (json or xml; only json is answered), `maxwidth`
 * and `maxheight` (positive whole pixels). Repeated parameters arrive as
 * arrays and are refused.
 */
export const oembedQuerySchema = z.object({
  url: z.string({ error: "url is required" }).min(1, "url is required").max(MAX_URL_LENGTH, "url is too long"),
  format: z.string().max(20).optional(),
  maxwidth: dimension,
  maxheight: dimension,
});

export type OembedQuery = z.output<typeof oembedQuerySchema>;

/** The oEmbed `rich` response (oEmbed 1.0, §2.3.4). */
export interface OembedRich {
  version: "1.0";
  type: "rich";
  title: string;
  author_name: string;
  author_url?: string;
  provider_name: string;
  provider_url: string;
  /** Seconds a consumer may keep the answer. */
  cache_age: number;
  html: string;
  width: number;
  height: number;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
}

/** What is embedded, as the oEmbed function read it. */
export interface OembedSubject {
  kind: EmbedKind;
  releaseId: string;
  /** The track a track's embed plays; null for a release's. */
  trackId: string | null;
  title: string;
  authorName: string;
  authorUrl: string | null;
  /** Absolute, with its pixel size; null when the size is not known. */
  thumbnail: { url: string; width: number; height: number } | null;
}

export interface OembedSite {
  name: string;
  /** The site's origin, e.g. https://label.example */
  url: string;
}

/** An hour: a release withdrawn or retitled reaches consumers that cache within it. */
export const OEMBED_CACHE_SECONDS = 3600;

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The frame that fits `maxwidth` × `maxheight`: the standard size when it
 * fits, else the compact one when that does (the page lays itself out by the
 * frame's height, so the address is the same); the width is the default
 * narrowed to `maxwidth` (the pages are fluid). Null when not even the
 * compact frame fits.
 */
export function embedFrame(
  kind: EmbedKind,
  query: Pick<OembedQuery, "maxwidth" | "maxheight">,
): { size: EmbedSize; width: number; height: number } | null {
  const width = Math.min(EMBED_FRAME.width, query.maxwidth ?? EMBED_FRAME.width);
  if (width < EMBED_FRAME.minWidth) return null;
  for (const candidate of ["standard", "compact"] as const) {
    const height = embedHeight(kind, candidate);
    if (height <= (query.maxheight ?? height)) return { size: candidate, width, height };
  }
  return null;
}

/** The `rich` answer for `subject` in `frame`, its iframe pointing at the embed page. */
export function oembedRich(
  subject: OembedSubject,
  frame: { size: EmbedSize; width: number; height: number },
  site: OembedSite,
): OembedRich {
  const origin = site.url.replace(/\/+$/, "");
  const src = `${origin}${embedPath(subject.releaseId, subject.trackId)}`;
  const label = `${subject.title} by ${subject.authorName}`;
  const html =
    `<iframe src="${escapeAttribute(src)}" width="${frame.width}" height="${frame.height}" title="${escapeAttribute(label)}" ` +
    `style="border:0;width:100%;max-width:${frame.width}px" allow="autoplay; encrypted-media" loading="lazy"></iframe>`;
  return {
    version: "1.0",
    type: "rich",
    title: subject.title,
    author_name: subject.authorName,
    ...(subject.authorUrl ? { author_url: subject.authorUrl } : {}),
    provider_name: site.name,
    provider_url: `${origin}/`,
    cache_age: OEMBED_CACHE_SECONDS,
    html,
    width: frame.width,
    height: frame.height,
    ...(subject.thumbnail
      ? { thumbnail_url: subject.thumbnail.url, thumbnail_width: subject.thumbnail.width, thumbnail_height: subject.thumbnail.height }
      : {}),
  };
}

/** The endpoint's path (a Hosting rewrite to the oEmbed function). */
export const OEMBED_PATH = "/oembed";

/** The discovery link's target for the page at `pageUrl`: the endpoint on the site's origin, asking for JSON. */
export function oembedDiscoveryUrl(pageUrl: string, siteUrl: string): string {
  return new URL(`${OEMBED_PATH}?${new URLSearchParams({ url: pageUrl, format: "json" }).toString()}`, siteUrl).toString();
}
