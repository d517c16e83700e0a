/**
 * Pages of the static site a function answers with or builds on (the 404
 * page, the promo page's player assets): read from the site (Hosting, or
 * the local stack's server) and kept for a few minutes; null while the site
 * cannot be reached, kept a few seconds only so the site's page takes over
 * once it is up.
 */
const KEEP_MS = 5 * 60 * 1000;
const RETRY_MS = 10_000;

const kept = new Map<string, { text: string | null; until: number }>();

export async function sitePage(siteUrl: string, path: string, now = Date.now()): Promise<string | null> {
  const key = new URL(path, siteUrl).href;
  const cached = kept.get(key);
  if (cached && cached.until > now) return cached.text;
  const text = await fetch(key, { signal: AbortSignal.timeout(2000) })
    .then((answer) => (answer.ok ? answer.text() : null))
    .catch(() => null);
  kept.set(key, { text, until: now + (text === null ? RETRY_MS : KEEP_MS) });
  return text;
}
