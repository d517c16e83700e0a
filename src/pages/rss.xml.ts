import type { APIRoute } from "astro";
import { LABEL } from "../config/label";
import { siteBuild, skippedPage } from "../lib/site/build";
import { pressPostPath } from "../lib/site/paths";
import { absoluteUrl, rssXml } from "../lib/site/seo";

/** The press posts as an RSS feed, newest first. */
export const GET: APIRoute = async ({ site }) => {
  const build = await siteBuild();
  if (!build.renders("/rss.xml")) return skippedPage();
  const items = build.index.catalog.posts.map((post) => ({
    title: post.title,
    url: absoluteUrl(pressPostPath(post.slug), site!),
    description: post.excerpt,
    publishedAt: post.published_at,
  }));
  const channel = {
    title: `${LABEL.name} — Press`,
    description: LABEL.tagline,
    url: absoluteUrl("/press", site!),
    feedUrl: absoluteUrl("/rss.xml", site!),
  };
  return new Response(rssXml(channel, items), { headers: { "content-type": "application/rss+xml" } });
};
