/**
 * A fake of song.link's API (GET /v1-alpha.1/links?url=…): resolves the
 * fixture albums' Spotify and Deezer URLs to links on 18 platforms.
 */
import { albumSlug, appleMusicAlbumUrl, deezerAlbumUrl, FAKE_SPECIAL_IDS, FIXTURE_ALBUMS, type FixtureAlbum } from "./fixtures";
import { everyOtherRequest, startJsonServer, type FakeReply, type RunningFake } from "./jsonServer";

const notResolved: FakeReply = { status: 404, body: { statusCode: 404, code: "could_not_resolve_entity" } };

/** The album a Spotify or Deezer album URL names. */
function albumFromUrl(musicUrl: string): FixtureAlbum | undefined {
  if (!URL.canParse(musicUrl)) return undefined;
  const url = new URL(musicUrl);
  const spotify = url.hostname === "open.spotify.com" ? /^\/album\/([A-Za-z0-9]+)/.exec(url.pathname)?.[1] : undefined;
  if (spotify) return FIXTURE_ALBUMS.find((album) => album.id === spotify);
  const deezer = url.hostname.endsWith("deezer.com") ? /\/album\/(\d+)/.exec(url.pathname)?.[1] : undefined;
  if (deezer) return FIXTURE_ALBUMS.find((album) => album.deezerId === Number(deezer));
  return undefined;
}

/** song.link's own page of the album: the credit. */
export function songlinkPageUrl(album: FixtureAlbum): string {
  return `https://album.link/s/${album.id}`;
}

export function linksByPlatform(album: FixtureAlbum): Record<string, { url: string; entityUniqueId: string }> {
  const slug = albumSlug(album);
  const urls: Record<string, string> = {
    spotify: `https://open.spotify.com/album/${album.id}`,
    appleMusic: appleMusicAlbumUrl(album),
    itunes: `${appleMusicAlbumUrl(album)}?app=itunes`,
    youtube: `https://www.youtube.com/playlist?list=OLAK5uy_${album.id}`,
    youtubeMusic: `https://music.youtube.com/playlist?list=OLAK5uy_${album.id}`,
    google: `https://play.google.com/store/music/album?id=B${album.appleId}`,
    pandora: `https://www.pandora.com/artist/${slug}/AL${album.appleId}`,
    deezer: deezerAlbumUrl(album),
    tidal: `https://listen.tidal.com/album/${album.deezerId + 1000}`,
    amazonStore: `https://amazon.com/dp/B0${album.appleId}`,
    amazonMusic: `https://music.amazon.com/albums/B0${album.appleId}`,
    soundcloud: `https://soundcloud.com/static-bloom/sets/${slug}`,
    napster: `https://play.napster.com/album/alb.${album.deezerId}`,
    yandex: `https://music.yandex.ru/album/${album.deezerId}`,
    audiomack: `https://audiomack.com/static-bloom/album/${slug}`,
    anghami: `https://play.anghami.com/album/${album.deezerId}`,
    boomplay: `https://www.boomplay.com/albums/${album.deezerId}`,
    audius: `https://audius.co/static-bloom/album/${slug}`,
  };
  return Object.fromEntries(
    Object.entries(urls).map(([platform, url]) => [platform, { url, entityUniqueId: `${platform.toUpperCase()}_ALBUM::${album.id}` }]),
  );
}

export function startSonglinkFake(port: number): Promise<RunningFake> {
  const refuseNow = everyOtherRequest();
  return startJsonServer("song.link", port, ({ method, url }) => {
    if (method !== "GET" || url.pathname !== "/v1-alpha.1/links") return { status: 404, body: { statusCode: 404, code: "not_found" } };
    const musicUrl = url.searchParams.get("url");
    if (!musicUrl) return { status: 400, body: { statusCode: 400, code: "missing_url" } };
    const album = albumFromUrl(musicUrl);
    if (!album) return notResolved;
    if (album.id === FAKE_SPECIAL_IDS.albumLinksDown) return { status: 503, body: { statusCode: 503, code: "service_unavailable" } };
    if (album.id === FAKE_SPECIAL_IDS.albumSonglinkBusy && refuseNow(album.id)) {
      return { status: 429, headers: { "retry-after": "1" }, body: { statusCode: 429, code: "too_many_requests" } };
    }
    return {
      body: {
        entityUniqueId: `SPOTIFY_ALBUM::${album.id}`,
        userCountry: url.searchParams.get("userCountry") ?? "US",
        pageUrl: songlinkPageUrl(album),
        linksByPlatform: linksByPlatform(album),
      },
    };
  });
}
