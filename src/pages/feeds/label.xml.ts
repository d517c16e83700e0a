import type { APIRoute } from "astro";
import { siteBuild, skippedPage } from "../../lib/site/build";
import { labelFeedXml } from "../../lib/site/feeds";
import { LABEL_FEED_PATH, releaseFeedPath } from "../../lib/site/paths";
import { absoluteUrl } from "../../lib/site/seo";

/** The label's publisher feed (docs/listening.md#sharing-and-feeds): every release feed, newest release first. */
export const GET: APIRoute = async ({ site }) => {
  const build = await siteBuild();
  if (!build.renders(LABEL_FEED_PATH)) return skippedPage();
  const feeds = build.routes.feeds.releaseFeeds.map((route) => ({ feedUrl: absoluteUrl(releaseFeedPath(route.release.id), site!) }));
  return new Response(labelFeedXml(feeds, site!), { headers: { "content-type": "application/rss+xml" } });
};
