import { expect, type Page } from "@playwright/test";

/**
 * Waits until every `client:load` island of the page has hydrated (Astro
 * drops the `ssr` attribute then). Typing into an island before that would
 * hit the server-rendered HTML, whose form has no handler yet.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator("astro-island[ssr]:not([client='visible'])")).toHaveCount(0, { timeout: 15_000 });
}
