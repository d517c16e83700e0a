/**
 * What we read of MusicBrainz's answers, and the pure rules that turn them
 * into a release's platform links: which release a barcode or ISRC names,
 * and which of its URL relationships are places to listen or buy.
 */
import { z } from "zod";
import { platformForUrl } from "../domain/catalog";

const relationSchema = z.object({
  type: z.string(),
  "target-type": z.string().optional(),
  /** The link no longer works (a closed store, a removed page). */
  ended: z.boolean().optional(),
  url: z.object({ resource: z.string() }).optional(),
});
export type MusicbrainzRelation = z.output<typeof relationSchema>;

const releaseRefSchema = z.object({
  id: z.string(),
  barcode: z.string().nullish(),
  score: z.number().optional(),
  status: z.string().nullish(),
});

/** GET /ws/2/release?query=barcode:… */
export const releaseSearchSchema = z.object({ releases: z.array(releaseRefSchema) });
/** GET /ws/2/isrc/{isrc}?inc=releases */
export const isrcLookupSchema = z.object({
  recordings: z.array(z.object({ id: z.string(), releases: z.array(releaseRefSchema).optional() })),
});
/** GET /ws/2/release/{mbid}?inc=url-rels+release-groups */
export const releaseLookupSchema = z.object({
  id: z.string(),
  relations: z.array(relationSchema).optional(),
  "release-group": z.object({ id: z.string() }).optional(),
});
/** GET /ws/2/release-group/{mbid}?inc=url-rels */
export const releaseGroupLookupSchema = z.object({ id: z.string(), relations: z.array(relationSchema).optional() });

/**
 * URL relationship types that point at a place to get the music. Others
 * (Wikidata, reviews, lyrics, AllMusic…) describe it and are not links for
 * fans. Discogs is where the label's physical copies are sold second hand.
 */
export const MUSICBRAINZ_LINK_TYPES = new Set([
  "free streaming",
  "streaming",
  "purchase for download",
  "download for free",
  "purchase for mail-order",
  "amazon asin",
  "discogs",
]);

/** MusicBrainz's public page of a release: the credit shown under the links it gave. */
export function musicbrainzReleasePage(mbid: string): string {
  return `https://musicbrainz.org/release/${encodeURIComponent(mbid)}`;
}

const digits = (barcode: string) => barcode.replace(/\D/g, "").replace(/^0+/, "");

/**
 * The release a barcode search found: the best-scored one whose barcode is
 * the UPC (a 12-digit UPC and its 13-digit EAN form, with a leading zero,
 * are the same code); null when none is.
 */
export function releaseIdForBarcode(search: z.output<typeof releaseSearchSchema>, upc: string): string | null {
  const wanted = digits(upc);
  if (!wanted) return null;
  const matches = search.releases.filter((r) => r.barcode && digits(r.barcode) === wanted);
  matches.sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
  return matches[0]?.id ?? null;
}

/** The release of a recording with the ISRC, official ones first; null when MusicBrainz lists none. */
export function releaseIdForIsrc(lookup: z.output<typeof isrcLookupSchema>): string | null {
  const releases = lookup.recordings.flatMap((recording) => recording.releases ?? []);
  return (releases.find((r) => r.status === "Official") ?? releases[0])?.id ?? null;
}

/**
 * platform → URL from URL relationships (the release's first, then its
 * release group's): only link types for fans, not ended, on a platform we
 * know by its host; the first URL per platform wins. Pure.
 */
export function musicbrainzPlatformLinks(relations: readonly MusicbrainzRelation[]): Record<string, string> {
  const links: Record<string, string> = {};
  for (const relation of relations) {
    const url = relation.url?.resource.trim();
    if (!url || relation.ended || !MUSICBRAINZ_LINK_TYPES.has(relation.type)) continue;
    if ((relation["target-type"] ?? "url") !== "url") continue;
    const platform = platformForUrl(url);
    if (platform && !(platform in links)) links[platform] = url;
  }
  return links;
}
