/**
 * Apple's iTunes lookup (no key): the album with a UPC, whose
 * collectionViewUrl is its Apple Music page.
 */
import { z } from "zod";
import type { IntegrationsConfig } from "./config";
import { UpstreamError } from "./errors";
import { requestJson, type HttpOptions } from "./http";

const lookupBody = z.object({
  resultCount: z.number(),
  results: z.array(z.object({ wrapperType: z.string().optional(), collectionViewUrl: z.string().optional() })),
});

export class ItunesClient {
  constructor(
    private readonly config: IntegrationsConfig["itunes"],
    private readonly http: HttpOptions,
  ) {}

  /** Apple Music album page for a UPC, without the affiliate parameters; null when unknown. */
  async albumUrlByUpc(upc: string): Promise<string | null> {
    const query = new URLSearchParams({ upc, entity: "album", country: this.config.country });
    const { status, body } = await requestJson("itunes", `${this.config.apiUrl}/lookup?${query}`, {}, this.http);
    if (status === 404) return null;
    if (status !== 200) throw new UpstreamError("itunes", "http", "lookup", status);
    const parsed = lookupBody.safeParse(body);
    if (!parsed.success) throw new UpstreamError("itunes", "malformed", "lookup");
    const album = parsed.data.results.find((r) => r.collectionViewUrl && (r.wrapperType ?? "collection") === "collection");
    if (!album?.collectionViewUrl) return null;
    const url = new URL(album.collectionViewUrl);
    url.searchParams.delete("uo");
    return url.toString();
  }
}
