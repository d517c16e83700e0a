/**
 * A small Spotify Web API client (Client Credentials flow): the token is
 * cached until shortly before it expires, 429 and 5xx are retried within the
 * retry policy, every attempt has a timeout, and each answer is parsed before
 * use. Only single-item endpoints are used: the batch ones (GET /albums?ids=,
 * GET /artists?ids=) are gone for development-mode apps since February 2026.
 */
import type { z } from "zod";
import type { IntegrationsConfig } from "./config";
import { UpstreamError } from "./errors";
import { requestJson, type HttpOptions } from "./http";
import {
  apiAlbumPageSchema,
  apiAlbumSchema,
  apiArtistSchema,
  apiSimplifiedAlbumSchema,
  apiTokenSchema,
  apiTrackPageSchema,
  apiTrackSchema,
  type ApiAlbum,
  type ApiArtist,
  type ApiSimplifiedAlbum,
  type ApiSimplifiedTrack,
  type ApiTrack,
  pageTracks,
} from "./spotifyApi";
import { TokenCache } from "./tokenCache";

/** An album's tracks come 50 to a page (the album itself carries the first). */
const ALBUM_TRACKS_PAGE_SIZE = 50;

/** What an artist's albums listing returns: valid items, and how many were dropped as malformed. */
export interface ArtistAlbums {
  albums: ApiSimplifiedAlbum[];
  dropped: number;
}

export class SpotifyClient {
  private readonly tokens: TokenCache;

  constructor(
    private readonly config: IntegrationsConfig["spotify"],
    private readonly http: HttpOptions,
  ) {
    this.tokens = new TokenCache(() => this.requestToken());
  }

  getArtist(id: string): Promise<ApiArtist> {
    return this.getParsed(`/artists/${encodeURIComponent(id)}`, apiArtistSchema, "artist");
  }

  getAlbum(id: string): Promise<ApiAlbum> {
    return this.getParsed(`/albums/${encodeURIComponent(id)}`, apiAlbumSchema, "album");
  }

  getTrack(id: string): Promise<ApiTrack> {
    return this.getParsed(`/tracks/${encodeURIComponent(id)}`, apiTrackSchema, "track");
  }

  /**
   * An album's tracks in order, at most `max`: the page the album carries,
   * then GET /albums/{id}/tracks for the rest. A page without an items
   * array is malformed; a malformed track is dropped.
   */
  async getAlbumTracks(album: ApiAlbum, max: number): Promise<ApiSimplifiedTrack[]> {
    const tracks = pageTracks(album.tracks?.items ?? []);
    let offset = album.tracks?.items.length ?? 0;
    let next = Boolean(album.tracks?.next);
    while (next && offset > 0 && tracks.length < max) {
      const query = new URLSearchParams({ limit: String(ALBUM_TRACKS_PAGE_SIZE), offset: String(offset) });
      const parsed = apiTrackPageSchema.safeParse(
        await this.get(`/albums/${encodeURIComponent(album.id)}/tracks?${query}`, "album tracks"),
      );
      if (!parsed.success) throw new UpstreamError("spotify", "malformed", "album tracks: expected an items array");
      tracks.push(...pageTracks(parsed.data.items));
      offset += parsed.data.items.length;
      next = Boolean(parsed.data.next) && parsed.data.items.length > 0;
    }
    return tracks.slice(0, max);
  }

  /**
   * Albums, singles and compilations of an artist, page by page. A page
   * without an items array is malformed (the whole answer is unusable); a
   * malformed item is dropped and counted.
   */
  async getArtistAlbums(id: string): Promise<ArtistAlbums> {
    const { albumsPageSize, albumsMaxPages } = this.config;
    const albums: ApiSimplifiedAlbum[] = [];
    let dropped = 0;
    for (let page = 0; page < albumsMaxPages; page++) {
      const query = new URLSearchParams({
        include_groups: "album,single,compilation",
        limit: String(albumsPageSize),
        offset: String(page * albumsPageSize),
      });
      const body = await this.get(`/artists/${encodeURIComponent(id)}/albums?${query}`, "artist");
      const parsed = apiAlbumPageSchema.safeParse(body);
      if (!parsed.success) throw new UpstreamError("spotify", "malformed", "artist albums: expected an items array");
      for (const item of parsed.data.items) {
        const album = apiSimplifiedAlbumSchema.safeParse(item);
        if (album.success) albums.push(album.data);
        else dropped++;
      }
      if (!parsed.data.next || parsed.data.items.length === 0) break;
    }
    return { albums, dropped };
  }

  private async getParsed<S extends z.ZodType>(path: string, schema: S, what: string): Promise<z.output<S>> {
    const parsed = schema.safeParse(await this.get(path, what));
    if (!parsed.success) throw new UpstreamError("spotify", "malformed", `${what}: ${parsed.error.issues[0]?.message ?? "invalid"}`);
    return parsed.data;
  }

  /** GET with the bearer token; a refused token is renewed once. */
  private async get(path: string, what: string): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.tokens.get();
      const { status, body } = await requestJson(
        "spotify",
        `${this.config.apiUrl}${path}`,
        { headers: { authorization: `Bearer ${token}` } },
        this.http,
      );
      if (status === 401 && attempt === 0) {
        this.tokens.invalidate();
        continue;
      }
      if (status === 404 || status === 400) throw new UpstreamError("spotify", "not-found", `${what} ${path}`, status);
      if (status === 401 || status === 403) throw new UpstreamError("spotify", "auth", `${what} ${path}`, status);
      if (status !== 200) throw new UpstreamError("spotify", "http", `${what} ${path}`, status);
      return body;
    }
  }

  private async requestToken() {
    const { clientId, clientSecret, accountsUrl } = this.config;
    if (!clientId || !clientSecret) {
      throw new UpstreamError("spotify", "auth", "SPOTIFY_CLIENT_ID / SPOTIFY_CLIENT_SECRET are not set");
    }
    const { status, body } = await requestJson(
      "spotify",
      `${accountsUrl}/api/token`,
      {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: "grant_type=client_credentials",
      },
      this.http,
    );
    if (status !== 200) throw new UpstreamError("spotify", "auth", "token request refused", status);
    const token = apiTokenSchema.safeParse(body);
    if (!token.success) throw new UpstreamError("spotify", "malformed", "token response");
    return { accessToken: token.data.access_token, expiresInSeconds: token.data.expires_in };
  }
}
