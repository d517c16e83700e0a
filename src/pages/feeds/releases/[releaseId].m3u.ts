import type { APIRoute } from "astro";
import { releaseFileStaticPaths, siteBuild } from "../../../lib/site/build";
import { PLAYLIST_MEDIA_TYPE, releaseFeed, releasePlaylistM3u } from "../../../lib/site/feeds";

/** A release's M3U playlist (docs/listening.md#sharing-and-feeds): one per release with a playable track. */
export const getStaticPaths = () => releaseFileStaticPaths("playlists");

export const GET: APIRoute = async ({ params, site }) => {
  const { index, now } = await siteBuild();
  const feed = releaseFeed(index, index.releasesById.get(params.releaseId!)!, now, site!)!;
  return new Response(releasePlaylistM3u(feed), { headers: { "content-type": PLAYLIST_MEDIA_TYPE } });
};
