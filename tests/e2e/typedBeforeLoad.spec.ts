import { expect as baseExpect, test, type Page } from "@playwright/test";
import { holdScripts, waitForIslands } from "./hydration";

/**
 * A visitor who types into a list's search box before the page has finished
 * loading (the list's script still on its way) keeps the text, and the list
 * is filtered by it once the script runs.
 */
const expect = baseExpect.configure({ timeout: 15_000 });

/** Opens `path` with its scripts held back, types `text` into the server-rendered search box, then lets the scripts run. */
async function typeBeforeScripts(page: Page, path: string, placeholder: string, text: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  const search = page.getByPlaceholder(placeholder);
  await search.pressSequentially(text);
  // Typed into the server-rendered box: the list has not started.
  await expect(page.locator("astro-island[ssr]:not([client='visible'])")).not.toHaveCount(0);
  await release();
  await waitForIslands(page);
  await expect(search).toHaveValue(text);
}

test("artists: a search typed before the list's script runs is kept and applied", async ({ page }) => {
  await typeBeforeScripts(page, "/artists", "Search artists...", "mira");
  await expect(page.getByTestId("artist-card")).toHaveText([/Mira Osei/]);
  await expect(page.getByText(/^Showing 1 of \d+ artists$/)).toBeVisible();
  await expect(page).toHaveURL(/\/artists\?q=mira$/);
});

test("releases: a search typed before the script runs is kept and applied, from page 1", async ({ page }) => {
  await typeBeforeScripts(page, "/releases?page=2", "Search releases...", "quiet engines");
  await expect(page).toHaveURL(/\/releases\?q=quiet\+engines$/);
  // Every release listed credits Quiet Engines.
  const cards = page.getByTestId("release-card");
  await expect(cards.first()).toContainText("Quiet Engines");
  await expect(cards.filter({ hasNotText: "Quiet Engines" })).toHaveCount(0);
});
