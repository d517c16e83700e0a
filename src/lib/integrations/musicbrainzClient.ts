/**
 * MusicBrainz (no key): finds a release by its barcode (the UPC) or by an
 * ISRC, then reads the URL relationships of the release and of its release
 * group: the stores and services editors linked it to. MusicBrainz allows one
 * request a second per IP and blocks anonymous clients, so every request,
 * retries included, waits for a slot of a one-per-second queue and carries
 * the label's identifying User-Agent. A throttled request gets 503.
 */
import type { z } from "zod";
import type { IntegrationsConfig } from "./config";
import { getJsonResource, type HttpOptions } from "./http";
import {
  isrcLookupSchema,
  musicbrainzPlatformLinks,
  musicbrainzReleasePage,
  releaseGroupLookupSchema,
  releaseIdForBarcode,
  releaseIdForIsrc,
  releaseLookupSchema,
  releaseSearchSchema,
} from "./musicbrainzMapping";
import { queuedHttp, SlidingWindowQueue } from "./rateQueue";

export interface MusicbrainzLinks {
  /** MusicBrainz's page of the release: the credit. */
  pageUrl: string;
  /** platform → URL (keys of the domain's platform map). */
  links: Record<string, string>;
}

const SECOND = 1_000;

export class MusicbrainzClient {
  private readonly http: HttpOptions;

  constructor(
    private readonly config: IntegrationsConfig["musicbrainz"],
    http: HttpOptions,
    queue: SlidingWindowQueue = new SlidingWindowQueue(config.requestsPerSecond, SECOND),
  ) {
    this.http = queuedHttp("musicbrainz", queue, http, config.maxQueueWaitMs);
  }

  /** The release's links, found by UPC (else by ISRC); null when MusicBrainz does not know it. */
  async releaseLinks(ids: { upc: string | null; isrc: string | null }): Promise<MusicbrainzLinks | null> {
    const mbid = (ids.upc ? await this.releaseIdByBarcode(ids.upc) : null) ?? (ids.isrc ? await this.releaseIdByIsrc(ids.isrc) : null);
    if (!mbid) return null;
    const release = await this.get(`/release/${encodeURIComponent(mbid)}`, { inc: "url-rels+release-groups" }, releaseLookupSchema);
    if (!release) return null;
    const groupId = release["release-group"]?.id;
    const group = groupId
      ? await this.get(`/release-group/${encodeURIComponent(groupId)}`, { inc: "url-rels" }, releaseGroupLookupSchema)
      : null;
    return {
      pageUrl: musicbrainzReleasePage(release.id),
      links: musicbrainzPlatformLinks([...(release.relations ?? []), ...(group?.relations ?? [])]),
    };
  }

  private async releaseIdByBarcode(upc: string): Promise<string | null> {
    const search = await this.get("/release", { query: `barcode:${upc.replace(/\D/g, "")}`, limit: "5" }, releaseSearchSchema);
    return search ? releaseIdForBarcode(search, upc) : null;
  }

  private async releaseIdByIsrc(isrc: string): Promise<string | null> {
    const lookup = await this.get(`/isrc/${encodeURIComponent(isrc.toUpperCase())}`, { inc: "releases" }, isrcLookupSchema);
    return lookup ? releaseIdForIsrc(lookup) : null;
  }

  /** The parsed body, or null for 404 / 400 (unknown or invalid id). */
  private async get<S extends z.ZodType>(path: string, params: Record<string, string>, schema: S): Promise<z.output<S> | null> {
    // The inc list's "+" is MusicBrainz's separator; URLSearchParams would encode it as a space.
    const query = Object.entries({ ...params, fmt: "json" })
      .map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2B/g, "+")}`)
      .join("&");
    const init = { headers: { "user-agent": this.config.userAgent, accept: "application/json" } };
    return getJsonResource(
      "musicbrainz",
      { url: `${this.config.apiUrl}${path}?${query}`, init, what: path, unknown: [404, 400] },
      schema,
      this.http,
    );
  }
}
