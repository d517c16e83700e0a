import { sitePage } from "./sitePages";

/**
 * The site's own 404 page, for functions that must answer an unknown URL
 * exactly as the site does (a promo link that does not exist: no oracle,
 * docs/promo.md#abuse-and-limits); while the site cannot be reached, a
 * plain page of the same words.
 */
const FALLBACK =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head><body><main><h1>404</h1><p>Page not found</p></main></body></html>';

export async function siteNotFoundHtml(siteUrl: string, now = Date.now()): Promise<string> {
  return (await sitePage(siteUrl, "/404.html", now)) ?? FALLBACK;
}
