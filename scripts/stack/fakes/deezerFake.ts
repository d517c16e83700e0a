/** A fake of Deezer's public API: GET /album/upc:{upc} and GET /track/isrc:{isrc}. */
import { deezerAlbumUrl, fixtureTrack, FIXTURE_ALBUMS, LINKS_DOWN_UPC } from "./fixtures";
import { startJsonServer, type FakeReply, type RunningFake } from "./jsonServer";

/** Deezer answers "not found" with HTTP 200 and an error body. */
const noData: FakeReply = { body: { error: { type: "DataException", message: "no data", code: 800 } } };

export function startDeezerFake(port: number): Promise<RunningFake> {
  return startJsonServer("Deezer", port, ({ method, url }) => {
    if (method !== "GET") return noData;
    const byUpc = /^\/album\/upc:(\d+)$/.exec(url.pathname)?.[1];
    if (byUpc) {
      if (byUpc === LINKS_DOWN_UPC) return { status: 503, body: "Service Unavailable" };
      const album = FIXTURE_ALBUMS.find((a) => a.upc === byUpc);
      if (!album) return noData;
      return {
        body: { id: album.deezerId, title: album.name, upc: album.upc, link: deezerAlbumUrl(album), nb_tracks: album.total_tracks },
      };
    }
    const byIsrc = /^\/track\/isrc:([A-Z0-9]+)$/i.exec(url.pathname)?.[1]?.toUpperCase();
    if (byIsrc) {
      for (const album of FIXTURE_ALBUMS) {
        for (let n = 1; n <= album.total_tracks; n++) {
          const track = fixtureTrack(album, n);
          if (track.isrc !== byIsrc) continue;
          if (album.upc === LINKS_DOWN_UPC) return { status: 503, body: "Service Unavailable" };
          const id = album.deezerId * 100 + n;
          return {
            body: {
              id,
              isrc: track.isrc,
              title: track.name,
              link: `https://www.deezer.com/track/${id}`,
              album: { id: album.deezerId, title: album.name },
            },
          };
        }
      }
      return noData;
    }
    return noData;
  });
}
