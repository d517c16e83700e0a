/** A fake of Apple's iTunes lookup: GET /lookup?upc=…&entity=album. */
import { appleMusicAlbumUrl, FIXTURE_ALBUMS, LINKS_DOWN_UPC } from "./fixtures";
import { startJsonServer, type RunningFake } from "./jsonServer";

export function startItunesFake(port: number): Promise<RunningFake> {
  return startJsonServer("iTunes", port, ({ method, url }) => {
    if (method !== "GET" || url.pathname !== "/lookup") return { status: 404, body: { errorMessage: "Invalid request" } };
    const upc = url.searchParams.get("upc");
    if (upc === LINKS_DOWN_UPC) return { status: 503, body: { errorMessage: "Service Unavailable" } };
    const album = FIXTURE_ALBUMS.find((a) => a.upc === upc);
    const country = url.searchParams.get("country") ?? "us";
    const results = album
      ? [
          {
            wrapperType: "collection",
            collectionType: "Album",
            collectionId: album.appleId,
            collectionName: album.name,
            collectionViewUrl: `${appleMusicAlbumUrl(album, country)}?uo=4`,
            trackCount: album.total_tracks,
          },
        ]
      : [];
    return { body: { resultCount: results.length, results } };
  });
}
