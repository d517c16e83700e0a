/**
 * A fake of Spotify's accounts service (POST /api/token, Client Credentials)
 * and Web API (/v1/artists/{id}, /v1/artists/{id}/albums, /v1/albums/{id},
 * /v1/albums/{id}/tracks, /v1/tracks/{id}) serving the fixture catalogue in
 * Spotify's shapes, tracks 50 to a page as Spotify pages them.
 */
import { FAKE_SPOTIFY_CREDENTIALS } from "../../../src/lib/integrations/config";
import {
  FAKE_SPECIAL_IDS,
  findFixtureTrack,
  fixtureAlbum,
  fixtureAlbumsOf,
  fixtureArtist,
  fixtureTrack,
  type FixtureAlbum,
  type FixtureArtist,
} from "./fixtures";
import { everyOtherRequest, startJsonServer, type FakeReply, type RunningFake } from "./jsonServer";

const TOKEN_SECONDS = 3600;
const MAX_PAGE = 50;

const error = (status: number, message: string): FakeReply => ({ status, body: { error: { status, message } } });
const rateLimited: FakeReply = {
  status: 429,
  headers: { "retry-after": "1" },
  body: { error: { status: 429, message: "API rate limit exceeded" } },
};

const link = (kind: string, id: string) => ({ spotify: `https://open.spotify.com/${kind}/${id}` });

function artistRef(id: string) {
  const artist = fixtureArtist(id);
  return { id, name: artist?.name ?? id, type: "artist", uri: `spotify:artist:${id}`, external_urls: link("artist", id) };
}

/** Track n (1-based) of an album as Spotify lists it in an album's tracks (a simplified track object). */
export function simplifiedTrack(album: FixtureAlbum, n: number) {
  const track = fixtureTrack(album, n);
  return {
    id: track.id,
    name: track.name,
    track_number: n,
    disc_number: 1,
    duration_ms: track.durationMs,
    explicit: track.explicit,
    type: "track",
    uri: `spotify:track:${track.id}`,
    artists: track.artistIds.map(artistRef),
  };
}

export function startSpotifyFake(port: number, imageBaseUrl: string): Promise<RunningFake> {
  const issued = new Set<string>();
  const refuseNow = everyOtherRequest();
  const image = (file: string) => [{ url: `${imageBaseUrl}/${file}`, height: 640, width: 640 }];
  const artistBody = (artist: FixtureArtist) => ({ ...artistRef(artist.id), images: image(artist.image), genres: artist.genres });
  const precision = (date: string) => (date.length === 4 ? "year" : date.length === 7 ? "month" : "day");
  const simplifiedAlbum = (album: FixtureAlbum) => ({
    id: album.id,
    name: album.name,
    album_type: album.album_type,
    total_tracks: album.total_tracks,
    release_date: album.release_date,
    release_date_precision: precision(album.release_date),
    images: image(album.image),
    type: "album",
    uri: `spotify:album:${album.id}`,
    external_urls: link("album", album.id),
    artists: album.artistIds.map(artistRef),
  });
  /** A page of the album's tracks, as GET /albums/{id} embeds it and GET /albums/{id}/tracks answers. */
  const trackPage = (album: FixtureAlbum, offset: number, limit: number, base: string) => {
    const end = Math.min(offset + limit, album.total_tracks);
    const numbers = Array.from({ length: Math.max(0, end - offset) }, (_, i) => offset + i + 1);
    const next = end < album.total_tracks ? `${base}/v1/albums/${album.id}/tracks?offset=${end}&limit=${limit}` : null;
    return {
      href: `${base}/v1/albums/${album.id}/tracks?offset=${offset}&limit=${limit}`,
      total: album.total_tracks,
      limit,
      offset,
      next,
      previous: null,
      items: numbers.map((n) => simplifiedTrack(album, n)),
    };
  };
  const fullAlbum = (album: FixtureAlbum, base: string) => ({
    ...simplifiedAlbum(album),
    genres: [],
    label: "Static Bloom Records",
    external_ids: { upc: album.upc },
    tracks: trackPage(album, 0, MAX_PAGE, base),
  });

  function albumTracks(id: string, query: URLSearchParams, base: string): FakeReply {
    const album = fixtureAlbum(id);
    if (!album) return error(404, "Resource not found");
    const limit = Number(query.get("limit") ?? 20);
    const offset = Number(query.get("offset") ?? 0);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE || !Number.isInteger(offset) || offset < 0)
      return error(400, "Invalid limit");
    return { body: trackPage(album, offset, limit, base) };
  }

  function token(headers: Record<string, string | string[] | undefined>, body: string): FakeReply {
    const expected = `Basic ${Buffer.from(`${FAKE_SPOTIFY_CREDENTIALS.clientId}:${FAKE_SPOTIFY_CREDENTIALS.clientSecret}`).toString("base64")}`;
    if (headers.authorization !== expected) return { status: 400, body: { error: "invalid_client", error_description: "Invalid client" } };
    if (new URLSearchParams(body).get("grant_type") !== "client_credentials")
      return { status: 400, body: { error: "unsupported_grant_type" } };
    const value = `fake-token-${issued.size + 1}`;
    issued.add(value);
    return { body: { access_token: value, token_type: "Bearer", expires_in: TOKEN_SECONDS } };
  }

  function artistAlbums(id: string, query: URLSearchParams, base: string): FakeReply {
    if (id === FAKE_SPECIAL_IDS.artistAlwaysRateLimited) return rateLimited;
    if (id === FAKE_SPECIAL_IDS.artistRateLimitedOnce && refuseNow(`albums:${id}`)) return rateLimited;
    if (id === FAKE_SPECIAL_IDS.artistMalformed) return { body: { href: base, items: null, total: 3 } };
    if (!fixtureArtist(id)) return error(404, "Resource not found");
    const limit = Number(query.get("limit") ?? 20);
    const offset = Number(query.get("offset") ?? 0);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) return error(400, "Invalid limit");
    const groups = (query.get("include_groups") ?? "album,single,compilation,appears_on").split(",");
    const all = fixtureAlbumsOf(id)
      .filter((album) => groups.includes(album.album_type))
      .sort((a, b) => b.release_date.localeCompare(a.release_date));
    const items = all.slice(offset, offset + limit).map(simplifiedAlbum);
    const next =
      offset + limit < all.length
        ? `${base}?${new URLSearchParams({ ...Object.fromEntries(query), offset: String(offset + limit) })}`
        : null;
    return { body: { href: base, items, limit, offset, next, previous: null, total: all.length } };
  }

  return startJsonServer("Spotify", port, ({ method, url, headers, body }) => {
    if (method === "POST" && url.pathname === "/api/token") return token(headers, body);
    if (method !== "GET") return error(405, "Method not allowed");
    const bearer = /^Bearer (.+)$/.exec(String(headers.authorization ?? ""))?.[1];
    if (!bearer || !issued.has(bearer)) return error(401, "Invalid access token");

    const path = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
    if (path[0] !== "v1") return error(404, "Service not found");
    const [, kind, id, sub] = path;
    if (kind === "artists" && id && sub === "albums") return artistAlbums(id, url.searchParams, `${url.origin}${url.pathname}`);
    if (kind === "artists" && id && !sub) {
      if (id === FAKE_SPECIAL_IDS.artistAlwaysRateLimited) return rateLimited;
      if (id === FAKE_SPECIAL_IDS.artistMalformed) return { body: { id, name: 42, images: "none" } };
      const artist = fixtureArtist(id);
      return artist ? { body: artistBody(artist) } : error(404, "Resource not found");
    }
    if (kind === "albums" && id && !sub) {
      if (id === FAKE_SPECIAL_IDS.albumMalformed) return { body: { id, images: "broken", artists: [] } };
      const album = fixtureAlbum(id);
      return album ? { body: fullAlbum(album, url.origin) } : error(404, "Resource not found");
    }
    if (kind === "albums" && id && sub === "tracks") return albumTracks(id, url.searchParams, url.origin);
    if (kind === "tracks" && id && !sub) {
      const found = findFixtureTrack(id);
      if (!found) return error(404, "Resource not found");
      const track = fixtureTrack(found.album, found.n);
      return {
        body: {
          id: track.id,
          name: track.name,
          track_number: found.n,
          external_ids: { isrc: track.isrc },
          duration_ms: track.durationMs,
          explicit: track.explicit,
          album: simplifiedAlbum(found.album),
          artists: track.artistIds.map(artistRef),
        },
      };
    }
    return error(404, "Service not found");
  });
}
