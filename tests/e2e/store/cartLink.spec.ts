import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../axe";

/**
 * CART in the site's header (issue 38, docs/store.md#the-cart): on every
 * public page a plain link to /cart, which works without JavaScript; with
 * JavaScript it also shows how many items the cart holds, read from the
 * hint cookie the cart function sets beside the cart's own. On a 390 px
 * phone the header wraps and nothing overflows.
 */
const REEL_TO_REEL = "/releases/halden-drift/reel-to-reel";
/** The first call of the cart function starts its emulator worker, which takes seconds on a busy machine. */
const FIRST_CALL = { timeout: 60_000 };
const cartLink = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^CART/ });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header links to the cart on a release page and on /store, and the link reaches the cart", async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of [REEL_TO_REEL, "/store"]) {
      await page.goto(path);
      await expect(cartLink(page)).toHaveAttribute("href", "/cart");
      await expect(cartLink(page)).toHaveText("CART");
    }
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("heading", { name: "Your cart" })).toBeVisible(FIRST_CALL);
  });
});

test("on a 390 px phone with JavaScript the header's CART shows the items added, and the header neither overflows nor fails axe", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/store");
  await expect(cartLink(page)).toHaveText("CART");
  await expect(cartLink(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, { what: "the header on /store", include: ["header"], minPasses: 3 });

  await page
    .getByTestId("store-item")
    .filter({ hasText: "Market Frequencies" })
    .getByRole("button", { name: /^ADD TO CART/ })
    .click();
  await expect(page.getByRole("heading", { name: "Your cart" })).toBeVisible(FIRST_CALL);
  await page.goto(REEL_TO_REEL);
  await expect(cartLink(page)).toHaveText("CART (1)");

  const album = page.getByTestId("store-offer").filter({ hasText: "Digital album" });
  await album.getByLabel("Your price (GBP)").fill("10");
  await album.getByRole("button", { name: /^ADD TO CART/ }).click();
  await expect(page.getByRole("heading", { name: "Your cart" })).toBeVisible(FIRST_CALL);
  await page.goto("/store");
  await expect(cartLink(page)).toHaveText("CART (2)");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, { what: "the header with a count", include: ["header"], minPasses: 3 });

  // Emptied on the cart page, the count goes with the last item.
  await cartLink(page).click();
  await expect(page.getByTestId("cart-line")).toHaveCount(2, FIRST_CALL);
  await page
    .getByRole("button", { name: /^REMOVE/ })
    .first()
    .click();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await page
    .getByRole("button", { name: /^REMOVE/ })
    .first()
    .click();
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  await page.goto("/store");
  await expect(cartLink(page)).toHaveText("CART");
  await context.close();
});
