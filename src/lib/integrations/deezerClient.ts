/**
 * Deezer's public API (no key): an album by UPC, or a track by ISRC, whose
 * album page we link. Deezer reports errors in a 200 body
 * (`{"error":{"code":800}}` = no such item, code 4 = quota exceeded).
 */
import { z } from "zod";
import type { IntegrationsConfig } from "./config";
import { UpstreamError } from "./errors";
import { requestJson, type HttpOptions } from "./http";

const errorBody = z.object({ error: z.object({ code: z.number().optional(), message: z.string().optional() }) });
const albumBody = z.object({ id: z.number(), link: z.string().optional() });
const trackBody = z.object({ id: z.number(), album: z.object({ id: z.number() }).optional(), link: z.string().optional() });

const NO_DATA = 800;
const QUOTA_EXCEEDED = 4;

export class DeezerClient {
  constructor(
    private readonly config: IntegrationsConfig["deezer"],
    private readonly http: HttpOptions,
  ) {}

  /** The album page for a UPC, or null when Deezer has none. */
  async albumUrlByUpc(upc: string): Promise<string | null> {
    const body = await this.get(`/album/upc:${encodeURIComponent(upc)}`);
    if (body === null) return null;
    const album = albumBody.safeParse(body);
    if (!album.success) throw new UpstreamError("deezer", "malformed", "album");
    return album.data.link ?? `https://www.deezer.com/album/${album.data.id}`;
  }

  /** The album page of the track with this ISRC (the release's page), else the track's; null when unknown. */
  async albumUrlByIsrc(isrc: string): Promise<string | null> {
    const body = await this.get(`/track/isrc:${encodeURIComponent(isrc)}`);
    if (body === null) return null;
    const track = trackBody.safeParse(body);
    if (!track.success) throw new UpstreamError("deezer", "malformed", "track");
    if (track.data.album) return `https://www.deezer.com/album/${track.data.album.id}`;
    return track.data.link ?? `https://www.deezer.com/track/${track.data.id}`;
  }

  /** The body, or null for "no data". */
  private async get(path: string): Promise<unknown> {
    const { status, body } = await requestJson("deezer", `${this.config.apiUrl}${path}`, {}, this.http);
    if (status === 404) return null;
    if (status !== 200) throw new UpstreamError("deezer", "http", path, status);
    const error = errorBody.safeParse(body);
    if (!error.success) return body;
    if (error.data.error.code === NO_DATA) return null;
    if (error.data.error.code === QUOTA_EXCEEDED) throw new UpstreamError("deezer", "rate-limited", path);
    throw new UpstreamError("deezer", "http", `${path}: ${error.data.error.message ?? "error"}`);
  }
}
