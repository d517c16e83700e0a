import { expect, type Page, type Route } from "@playwright/test";

/**
 * Waits until every `client:load` island of the page has hydrated (Astro
 * drops the `ssr` attribute then). Typing into an island before that would
 * hit the server-rendered HTML, whose form has no handler yet.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator("astro-island[ssr]:not([client='visible'])")).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Holds back the page's scripts (Astro's bundles under /_astro/) until the
 * returned function is called: the page as a visitor on a slow connection
 * sees it, server-rendered and not yet interactive. Navigate with
 * `waitUntil: "commit"`, since held module scripts hold back the load events.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/_astro\/.+\.js(\?.*)?$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}
