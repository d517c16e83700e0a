/// <reference types="astro/client" />
import { defineMiddleware } from "astro:middleware";
import { clientModulesOf, clientTokens } from "./lib/site/clientTokens";
import { cutPageStyles, type PageStylesheet } from "./lib/site/pageCss";

/**
 * Every page the site renders (a full build and the warm renderer alike:
 * both render through Astro's pipeline, this middleware included) carries
 * only the CSS rules its own markup and its browser-side code can use
 * (src/lib/site/pageCss.ts; docs/decisions.md, "Only the CSS a page uses").
 * The admin app (/admin, /auth) is one React page whose screens all draw
 * from one stylesheet: left whole.
 */

// The sources of everything that may run in a browser, read at build time: an island's or a script's
// classes that only appear after it runs (a player's state, a list's filtered cards) are kept on its pages.
const SOURCES = import.meta.glob(["/src/components/**/*.{ts,tsx,astro}", "/src/lib/**/*.{ts,tsx}", "/src/pages/**/*.astro"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

// Added by Astro's router (its announcer of page titles) on the pages that load it, outside the project's sources.
const clientCode = clientTokens(SOURCES, { ClientRouter: ["astro-route-announcer"] });
const sheets = new Map<string, PageStylesheet>();
const WHOLE = /^\/(admin|auth)(\/|$)/;

/**
 * The player's bar persists across the site router's page changes (its host, `#player`, is
 * `transition:persist`): a page with the host may show the bar, and the router's announcer, that a
 * page before it loaded, under its own styles. It keeps their classes as if it loaded them.
 */
const PLAYER_HOST = 'id="player"';
const modulesOf = (html: string) => {
  const modules = clientModulesOf(html);
  return html.includes(PLAYER_HOST) ? [...new Set([...modules, "PlayerScript", "ClientRouter"])] : modules;
};

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (WHOLE.test(context.url.pathname) || !response.headers.get("content-type")?.startsWith("text/html")) return response;
  const html = await response.text();
  // Bytes, not a string: a string body is checked for lone surrogates and encoded again by the Response.
  return new Response(Buffer.from(cutPageStyles(html, clientCode(modulesOf(html)), sheets)), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
});
