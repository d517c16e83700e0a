import type { APIRoute } from "astro";
import { rendersStaticPages, skippedPage } from "../lib/site/build";
import { robotsTxt } from "../lib/site/seo";

export const GET: APIRoute = ({ site }) => (rendersStaticPages() ? new Response(robotsTxt(site!)) : skippedPage());
