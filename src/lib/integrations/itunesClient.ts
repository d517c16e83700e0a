/**
 * Apple's iTunes lookup (no key): the album with a UPC, whose
 * collectionViewUrl is its Apple Music page.
 */
import { z } from "zod";
import type { IntegrationsConfig } from "./config";
import { getJsonResource, type HttpOptions } from "./http";

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
    const lookup = await getJsonResource("itunes", { url: `${this.config.apiUrl}/lookup?${query}`, what: "lookup" }, lookupBody, this.http);
    const album = lookup?.results.find((r) => r.collectionViewUrl && (r.wrapperType ?? "collection") === "collection");
    if (!album?.collectionViewUrl) return null;
    const url = new URL(album.collectionViewUrl);
    url.searchParams.delete("uo");
    return url.toString();
  }
}
