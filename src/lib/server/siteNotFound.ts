/**
 * The site's own 404 page, for functions that must answer an unknown URL
 * exactly as the site does (a promo link that does not exist: no oracle,
 * docs/promo.md#abuse-and-limits). Read from the site (Hosting serves
 * /404.html) and kept for a few minutes; while the site cannot be reached,
 * a plain page of the same words.
 */
const KEEP_MS = 5 * 60 * 1000;
const FALLBACK = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head><body><main><h1>404</h1><p>Page not found</p></main></body></html>';

let kept: { html: string; until: number } | null = null;

export async function siteNotFoundHtml(siteUrl: string, now = Date.now()): Promise<string> {
  if (kept && kept.until > now) return kept.html;
  const html = await fetch(new URL("/404.html", siteUrl), { signal: AbortSignal.timeout(2000) })
    .then((answer) => (answer.ok ? answer.text() : null))
    .catch(() => null);
  // A fallback is kept briefly only, so the site's page takes over once it is up.
  kept = { html: html ?? FALLBACK, until: now + (html ? KEEP_MS : 10_000) };
  return kept.html;
}
