import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../axe";
import { e2eRepositories } from "../siteData";

/**
 * A cart of several lines without JavaScript (issue 38, docs/store.md#the-cart):
 * ADD TO CART on a release page and on /store, each a form post answered
 * with a 303 to the server-rendered /cart; a quantity changed and a line
 * removed there; one CHECKOUT to the local Stripe's page (the shirts ship:
 * an address and a zone's rate), and the paid order holds every line, the
 * address and the shipping charged. The shirt's L has 10 in stock: two sold leave every
 * page's stock state as the other specs of the group read it.
 */
const REEL_TO_REEL = "/releases/halden-drift/reel-to-reel";
/** The first call of a function starts its emulator worker, which takes seconds on a busy machine. */
const FIRST_CALL = { timeout: 60_000 };
const line = (page: Page, title: RegExp) => page.getByTestId("cart-line").filter({ hasText: title });

test.use({ javaScriptEnabled: false });

test("a visitor fills a cart on the release page and /store, changes a quantity, removes a line and pays for every line at once", async ({
  page,
  browser,
  baseURL,
}) => {
  // Three functions' first calls (cart, the webhook Stripe calls, Stripe's page) on a busy machine.
  test.setTimeout(240_000);
  const email = `cart-${Date.now()}@example.com`;

  await page.goto(REEL_TO_REEL);
  const album = page.getByTestId("store-offer").filter({ hasText: "Digital album" });
  await album.getByLabel("Your price (GBP)").fill("10");
  await album.getByRole("button", { name: /^ADD TO CART/ }).click();
  await expect(page.getByRole("heading", { name: "Your cart" })).toBeVisible(FIRST_CALL);
  await expect(page).toHaveURL(/\/cart$/);

  await page.goto("/store");
  const shirt = page.getByTestId("store-item").filter({ hasText: "Harmonium Hymns shirt" });
  await shirt.getByLabel("Size / colour").selectOption({ label: "L / Black" });
  await shirt.getByRole("button", { name: /^ADD TO CART/ }).click();
  await page.goto("/store");
  await page
    .getByTestId("store-item")
    .filter({ hasText: "Market Frequencies" })
    .getByRole("button", { name: /^ADD TO CART/ })
    .click();

  await expect(page.getByTestId("cart-line")).toHaveCount(3);
  await expect(line(page, /^Reel to Reel/).getByTestId("cart-line-amount")).toHaveText("£10 GBP");
  const shirtLine = line(page, /Harmonium Hymns shirt — L \/ Black/);
  await shirtLine.getByLabel("Quantity").fill("2");
  await shirtLine.getByRole("button", { name: /^UPDATE/ }).click();
  await expect(line(page, /Harmonium Hymns shirt/).getByTestId("cart-line-amount")).toHaveText("£40 GBP");
  await line(page, /^Market Frequencies/)
    .getByRole("button", { name: /^REMOVE/ })
    .click();
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await expect(page.getByTestId("cart-total")).toHaveText("Total: £50 GBP");

  // axe runs as a script: the same cart (its cookie) opened in a context with JavaScript, on a 390 px phone.
  const phone = await browser.newContext({ baseURL, javaScriptEnabled: true, viewport: { width: 390, height: 844 } });
  await phone.addCookies(await page.context().cookies());
  const cartOnPhone = await phone.newPage();
  await cartOnPhone.goto("/cart");
  await expect(cartOnPhone.getByTestId("cart-line")).toHaveCount(2);
  await expectNoSeriousViolations(cartOnPhone, { what: "/cart" });
  expect(await cartOnPhone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();

  await page.getByLabel("Email for your receipt").fill(email);
  await page.getByRole("button", { name: "CHECKOUT" }).click();
  await page.getByLabel("Card number").waitFor(FIRST_CALL);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  // The shirts ship: Stripe asks for the address in the seeded zones' countries and offers their rates for two items.
  await page.getByLabel("Name", { exact: true }).fill("Ada Buyer");
  await page.getByLabel("Address line 1").fill("1 Quay St");
  await page.getByLabel("City").fill("Bristol");
  await page.getByLabel("Postal code").fill("BS1 1AA");
  await page.getByLabel("Country").selectOption("GB");
  await page.getByLabel("Shipping rate").selectOption({ label: "UK — 5.00 GBP" });
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL("**/store/thanks?session=*", FIRST_CALL);

  const repos = await e2eRepositories();
  await expect.poll(async () => (await repos.storeOrders.listByEmail(email)).length, FIRST_CALL).toBe(1);
  const [order] = await repos.storeOrders.listByEmail(email);
  expect(order!.items.map((item) => [item.title, item.quantity, item.amount])).toEqual([
    ["Reel to Reel — Halden Drift", 1, 1000],
    ["Harmonium Hymns shirt — L / Black", 2, 4000],
  ]);
  expect(order!.status).toBe("paid");
  expect(order!.totals).toMatchObject({ subtotal: 5000, shipping: 500, total: 5500 });
  expect(order!.shipping_address).toMatchObject({ name: "Ada Buyer", city: "Bristol", country: "GB" });

  // Paid: the cart is empty again.
  await page.goto("/cart");
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
});
