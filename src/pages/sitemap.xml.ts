import type { APIRoute } from "astro";
import { siteBuild, skippedPage } from "../lib/site/build";
import { sitemapPaths } from "../lib/site/plan";
import { absoluteUrl, sitemapXml } from "../lib/site/seo";

export const GET: APIRoute = async ({ site }) => {
  const build = await siteBuild();
  if (!build.renders("/sitemap.xml")) return skippedPage();
  const urls = sitemapPaths(build.index, build.now, build.routes).map((path) => absoluteUrl(path, site!));
  return new Response(sitemapXml(urls), { headers: { "content-type": "application/xml" } });
};
