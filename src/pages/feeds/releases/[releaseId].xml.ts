import type { APIRoute } from "astro";
import { releaseFileStaticPaths, siteBuild } from "../../../lib/site/build";
import { releaseFeed, releaseFeedXml } from "../../../lib/site/feeds";

/** A release's podcast feed (docs/listening.md#sharing-and-feeds): one per release with a playable track. */
export const getStaticPaths = () => releaseFileStaticPaths("releaseFeeds");

export const GET: APIRoute = async ({ params, site }) => {
  const { index, now } = await siteBuild();
  const feed = releaseFeed(index, index.releasesById.get(params.releaseId!)!, now, site!)!;
  return new Response(releaseFeedXml(feed, site!), { headers: { "content-type": "application/rss+xml" } });
};
