/**
 * song.link (Odesli): one music URL in, the same release on the other
 * platforms out. Without an API key it allows 10 requests a minute, so every
 * request, retries included, waits for a slot of a sliding-window queue, and
 * a 429 holds the queue for as long as the service asks.
 */
import { z } from "zod";
import type { IntegrationsConfig } from "./config";
import { getJsonResource, type HttpOptions } from "./http";
import { queuedHttp, SlidingWindowQueue } from "./rateQueue";

const songlinkResponseSchema = z.object({
  /** song.link's own page for the release: the attribution link. */
  pageUrl: z.string().optional(),
  linksByPlatform: z.record(z.string(), z.object({ url: z.string() })),
});

export interface SonglinkLinks {
  pageUrl: string | null;
  /** platform → URL, song.link's platform keys (spotify, appleMusic, youtubeMusic, …). */
  links: Record<string, string>;
}

const MINUTE = 60_000;

export class SonglinkClient {
  private readonly http: HttpOptions;

  constructor(
    private readonly config: IntegrationsConfig["songlink"],
    http: HttpOptions,
    queue: SlidingWindowQueue = new SlidingWindowQueue(config.requestsPerMinute, MINUTE),
  ) {
    this.http = queuedHttp("songlink", queue, http, config.maxQueueWaitMs);
  }

  /** Links for a music URL; null when song.link does not know it. */
  async links(musicUrl: string): Promise<SonglinkLinks | null> {
    const query = new URLSearchParams({ url: musicUrl, userCountry: "US" });
    const found = await getJsonResource(
      "songlink",
      { url: `${this.config.apiUrl}/v1-alpha.1/links?${query}`, what: "links", unknown: [404, 400] },
      songlinkResponseSchema,
      this.http,
    );
    if (!found) return null;
    return {
      pageUrl: found.pageUrl ?? null,
      links: Object.fromEntries(Object.entries(found.linksByPlatform).map(([platform, { url }]) => [platform, url])),
    };
  }
}
