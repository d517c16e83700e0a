import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../axe";
import { e2eRepositories } from "../siteData";

/**
 * A visitor buys from the label's own site (issue 38, docs/store.md#on-the-site):
 * the release page's BUY form, a plain form post answered with a 303 to the
 * local Stripe's checkout page, then /store/thanks; Stripe's webhook makes
 * the order and queues its receipt. The seeded store (scripts/seed/storeProducts.ts)
 * is read only: each purchase here is a digital album, which holds no stock
 * another spec could miss.
 */
const REEL_TO_REEL = "/releases/halden-drift/reel-to-reel";
/** The first call of a function starts its emulator worker, which takes seconds on a busy machine. */
const FIRST_CALL = { timeout: 60_000 };
const albumOffer = (page: Page) => page.getByTestId("store-offer").filter({ hasText: "Digital album" });

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor pays what they want for an album through the local checkout page, lands on the thanks page, and the order and its receipt exist", async ({
    page,
  }) => {
    // Two functions' first calls (buy, then the webhook Stripe calls) and the checkout page between them.
    test.setTimeout(180_000);
    const email = `buyer-${Date.now()}@example.com`;
    await page.goto(REEL_TO_REEL);
    const offer = albumOffer(page);
    await expect(offer.getByTestId("store-price")).toHaveText("£7 GBP or more");
    await expect(offer.getByText("Download in FLAC, MP3 320, MP3 V0, AAC, Ogg Opus, WAV")).toBeVisible();
    const amount = offer.getByLabel("Your price (GBP)");
    await expect(amount).toHaveValue("9");
    await amount.fill("12.50");
    await offer.getByRole("button", { name: /^BUY/ }).click();

    // The local Stripe's hosted page: the product never sees the card.
    await page.getByLabel("Email").waitFor(FIRST_CALL);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay" }).click();

    await page.waitForURL("**/store/thanks?session=*", FIRST_CALL);
    await expect(page.getByRole("heading", { name: "THANK YOU" })).toBeVisible();
    await expect(page.getByText("A receipt is on its way to your inbox, with the link to your downloads.")).toBeVisible();

    const repos = await e2eRepositories();
    await expect.poll(async () => (await repos.storeOrders.listByEmail(email)).length, FIRST_CALL).toBe(1);
    const [order] = await repos.storeOrders.listByEmail(email);
    expect(order!.items.map((item) => [item.title, item.amount])).toEqual([["Reel to Reel — Halden Drift", 1250]]);
    expect(order!.totals.total).toBe(1250);
    const receipts = (await repos.mail.listTo(email)).filter((mail) => mail.id === `store-receipt-${order!.id}`);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.message.subject).toContain(order!.number);
  });

  test("an amount under the minimum is refused with its message and a link back to the form", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(REEL_TO_REEL);
    const offer = albumOffer(page);
    await offer.getByLabel("Your price (GBP)").fill("3");
    await offer.getByRole("button", { name: /^BUY/ }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter £7 GBP or more.", FIRST_CALL);
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(new RegExp(`${REEL_TO_REEL}$`));
    await expect(albumOffer(page).getByRole("button", { name: /^BUY/ })).toBeVisible();
  });

  test("merch shows its stock: the vinyl 'Only 3 left' with BUY, a sold-out size offered as sold out, and a sold-out cassette with no BUY", async ({
    page,
  }) => {
    await page.goto(REEL_TO_REEL);
    const vinyl = page.getByTestId("store-offer").filter({ hasText: "Vinyl" });
    await expect(vinyl.getByTestId("store-price")).toHaveText("£25 GBP");
    await expect(vinyl.getByTestId("store-stock")).toHaveText("Only 3 left");
    await expect(vinyl.getByRole("button", { name: /^BUY/ })).toBeVisible();

    await page.goto("/releases/sable-fen/harmonium-hymns");
    const shirt = page.getByTestId("store-offer").filter({ hasText: "Shirt" });
    await expect(shirt.getByLabel("Size / colour").locator("option:disabled")).toHaveText(["M / Black — Sold out"]);
    await expect(shirt.getByRole("button", { name: /^BUY/ })).toBeVisible();

    await page.goto("/releases/northbound-static/shortwave");
    const cassette = page.getByTestId("store-offer").filter({ hasText: "Cassette" });
    await expect(cassette.getByTestId("store-stock")).toHaveText("Sold out");
    await expect(cassette.getByRole("button", { name: /^BUY/ })).toHaveCount(0);
  });
});

test("/store lists every product with its price and stock state, linking to its release; it is in the navigation", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "STORE" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "STORE" })).toBeVisible();
  const items = page.getByTestId("store-item");
  // Every product on sale or sold out: the seeded six, and any a spec of this group made meanwhile (adminStore's).
  const shown = await (await e2eRepositories()).storeProducts.listShown();
  expect(shown.length).toBeGreaterThanOrEqual(6);
  await expect(items).toHaveCount(shown.length);
  const album = items.filter({ hasText: "Digital album" }).filter({ hasText: "Reel to Reel" });
  await expect(album.getByTestId("store-price")).toHaveText("£7 GBP or more");
  await expect(items.filter({ hasText: "Cassette" }).getByTestId("store-stock")).toHaveText("Sold out");
  await expect(items.filter({ hasText: "Vinyl" }).getByTestId("store-stock")).toHaveText("Only 3 left");
  await album.getByRole("link", { name: "Reel to Reel" }).click();
  await expect(page).toHaveURL(new RegExp(`${REEL_TO_REEL}$`));
});

test("axe finds nothing serious on the release page with its BUY forms, and on /store", async ({ page }) => {
  await page.goto(REEL_TO_REEL);
  await expect(albumOffer(page)).toBeVisible();
  await expectNoSeriousViolations(page, { what: "release page", include: ["section[aria-labelledby=for-sale]"] });
  await page.goto("/store");
  await expectNoSeriousViolations(page, { what: "/store" });
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("/store and the BUY form fit the screen, and BUY is reached with the keyboard", async ({ page }) => {
    await page.goto("/store");
    await expect(page.getByTestId("store-item").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto(REEL_TO_REEL);
    const amount = albumOffer(page).getByLabel("Your price (GBP)");
    await amount.focus();
    await page.keyboard.press("Tab");
    await expect(albumOffer(page).getByRole("button", { name: /^BUY/ })).toBeFocused();
    const box = (await albumOffer(page).getByRole("button", { name: /^BUY/ }).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(42);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
