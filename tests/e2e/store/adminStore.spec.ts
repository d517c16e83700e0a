import { expect as baseExpect, test, type Page } from "@playwright/test";
import { newOrderNumber } from "../../../src/lib/domain/store/code";
import type { Order } from "../../../src/lib/domain/store/order";
import { signIn } from "../session";
import { e2eRepositories } from "../siteData";

/**
 * The STORE section as staff use it (docs/store.md#what-staff-see): a
 * product made for a release and put on sale shows in PRODUCTS; an order's
 * detail ships it with a tracking number; settings saved survive a reload.
 */
// Generous: each function's first call starts its emulator worker, slow on a busy machine.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

/** Signed in, the form of a new physical product of Reel to Reel on sale, with one variant of 10 in stock. */
async function newProductOnSale(page: Page, title: string, { kind, price }: { kind: string; price: string }) {
  await signIn(page);
  await page.goto("/admin/store/products");
  await page.getByRole("button", { name: "NEW PHYSICAL PRODUCT" }).click();
  await page.getByRole("combobox", { name: "RELEASE (OPTIONAL)" }).fill("Reel");
  await page.getByRole("option", { name: "Reel to Reel" }).click();
  await page.getByLabel("TITLE").fill(title);
  await page.getByLabel("KIND").selectOption(kind);
  await page.getByLabel("STATUS").selectOption("on_sale");
  await page.getByLabel(`PRICE (GBP)`).fill(price);
  await page.getByLabel("SKU of variant 1").fill(`SKU-${title.slice(-6)}`);
  await page.getByLabel("In stock now of variant 1").fill("10");
}

test("a physical product made for a release and put on sale shows in PRODUCTS, found by its title", async ({ page }) => {
  const title = `Tour shirt ${Date.now()}`;
  await newProductOnSale(page, title, { kind: "shirt", price: "20" });
  await page.getByLabel("Size of variant 1").fill("M");
  await page.getByRole("button", { name: "CREATE" }).click();
  await expect(page.getByText("Product saved")).toBeVisible();

  await page.getByLabel("SEARCH PRODUCTS").fill(title);
  await expect(page).toHaveURL(/q=Tour/);
  const row = page.getByRole("listitem", { name: title });
  await expect(row).toBeVisible();
  await expect(row.getByText("On sale")).toBeVisible();
  await expect(row.getByText("£20 GBP")).toBeVisible();
  await expect(row.getByText(/10 left/)).toBeVisible();
});

/** A paid order of one vinyl to ship, made now, as the webhook writes it. */
function paidVinylOrder(): Order {
  const id = crypto.randomUUID();
  const number = newOrderNumber();
  const now = new Date();
  return {
    id,
    number,
    email: `buyer-${id.slice(0, 8)}@example.com`,
    email_key: `buyer-${id.slice(0, 8)}@example.com`,
    source: "stripe",
    status: "paid",
    currency: "GBP",
    items: [
      {
        product_id: crypto.randomUUID(),
        type: "physical",
        kind: "vinyl",
        release_id: null,
        artist_id: null,
        track_id: null,
        variant_id: "std",
        sku: "LP-1",
        title: "Reel to Reel (LP)",
        quantity: 1,
        unit_amount: 2200,
        amount: 2200,
        ships: true,
        includes_digital: false,
        formats: [],
      },
    ],
    totals: { subtotal: 2200, shipping: 500, tax: 0, total: 2700, fees: null, refunded: 0 },
    artist_ids: [],
    release_ids: [],
    shipping_address: {
      name: "Ada Buyer",
      line1: "1 High St",
      line2: null,
      city: "Bristol",
      postal_code: "BS1 1AA",
      state: null,
      country: "GB",
    },
    fulfilment: { state: "to_ship", carrier: null, tracking: null, shipped_at: null },
    download_token: "e".repeat(43),
    downloads_withdrawn: false,
    downloads: 0,
    stripe_session_id: `cs_test_${id}`,
    stripe_payment_intent: `pi_test_${id}`,
    fee_pending: false,
    code: null,
    events: [{ type: "paid", at: now, actor: null, detail: "" }],
    created_at: now,
    sale_day: now.toISOString().slice(0, 10),
  };
}

test("an order's detail ships it with carrier and tracking number, and the buyer is mailed", async ({ page }) => {
  const repos = await e2eRepositories();
  const order = paidVinylOrder();
  const { number } = order;
  await repos.storeOrders.set(order);

  await signIn(page);
  await page.goto(`/admin/store/orders?q=${number}`);
  await page.getByRole("link", { name: new RegExp(number) }).click();
  await expect(page.getByRole("heading", { name: `ORDER ${number}` })).toBeVisible();
  await expect(page.getByText("Reel to Reel (LP) × 1")).toBeVisible();
  await page.getByLabel("CARRIER").fill("Royal Mail");
  await page.getByLabel("TRACKING NUMBER").fill("RM123456789GB");
  await page.getByRole("button", { name: "MARK SHIPPED" }).click();
  await expect(page.getByText("Marked shipped: the buyer is mailed")).toBeVisible();
  await expect(page.getByText("Royal Mail RM123456789GB").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "MARK SHIPPED" })).toHaveCount(0);
  await expect.poll(async () => (await repos.mail.listTo(order.email)).length).toBe(1);

  // The URL names the open order: a reload shows it again.
  await page.reload();
  await expect(page.getByRole("heading", { name: `ORDER ${number}` })).toBeVisible();
});

test("ORDERS filters by fulfilment and by days, kept in the URL through a reload; days out of order say so and ask nothing of the server", async ({
  page,
}) => {
  const repos = await e2eRepositories();
  const order = paidVinylOrder();
  await repos.storeOrders.set(order);
  const row = page.getByRole("link", { name: new RegExp(order.number) });
  // Every list request's days: one out of order would be refused, its refusal a toast on top of the message beside TO.
  const askedDays: { from?: string | null; to?: string | null }[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.endsWith("/listOrders"))
      askedDays.push((request.postDataJSON() as { data: { from?: string | null; to?: string | null } }).data);
  });

  await signIn(page);
  await page.goto(`/admin/store/orders?q=${order.number}`);
  await expect(row).toBeVisible();
  await page.getByRole("combobox", { name: /^FULFILMENT/ }).selectOption("shipped");
  await expect(page.getByText("No orders match")).toBeVisible();
  await page.getByRole("combobox", { name: /^FULFILMENT/ }).selectOption("to_ship");
  await expect(row).toBeVisible();
  await page.getByLabel(/^FROM/).fill(order.sale_day);
  await page.getByLabel(/^TO/).fill(order.sale_day);
  await expect(row).toBeVisible();
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toMatchObject({ fulfilment: "to_ship", from: order.sale_day, to: order.sale_day });
  await page.reload();
  await expect(page.getByRole("combobox", { name: /^FULFILMENT/ })).toHaveValue("to_ship");
  await expect(page.getByLabel(/^FROM/)).toHaveValue(order.sale_day);
  await expect(row).toBeVisible();

  // The day before: the order is not in it.
  const dayBefore = new Date(Date.parse(`${order.sale_day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel(/^TO/).fill(dayBefore);
  await expect(page.getByRole("alert").filter({ hasText: "The first day must be on or before the last." })).toBeVisible();
  await page.getByLabel(/^FROM/).fill(dayBefore);
  await expect(page.getByText("No orders match")).toBeVisible();
  // That answer came after the days out of order were on screen: no request was sent for them, so no "Failed to load orders".
  expect(askedDays).toContainEqual(expect.objectContaining({ from: dayBefore, to: dayBefore }));
  expect(askedDays.filter((days) => days.from && days.to && days.from > days.to)).toEqual([]);
  await expect(page.getByText("Failed to load orders")).toHaveCount(0);
});

test("the store's settings saved survive a reload", async ({ page }) => {
  const repos = await e2eRepositories();
  const before = await repos.storeSettings.get("store");
  try {
    await signIn(page);
    await page.goto("/admin/store/settings");
    const stripeTax = page.getByRole("switch", { name: "STRIPE TAX" });
    await expect(stripeTax).toBeVisible();
    const wasOn = await stripeTax.isChecked();
    await stripeTax.setChecked(!wasOn, { force: true });
    await page.getByRole("button", { name: "SAVE SETTINGS" }).click();
    await expect(page.getByText("Store settings saved")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("switch", { name: "STRIPE TAX" })).toBeChecked({ checked: !wasOn });
    await expect(page.getByLabel("CURRENCY")).toHaveValue(before?.currency ?? "GBP");
  } finally {
    if (before) await repos.storeSettings.set(before);
    else await repos.storeSettings.delete("store");
  }
});

test("staff pick a product's image from the media library by keyboard, save it, and /store shows it once rebuilt", async ({ page }) => {
  const repos = await e2eRepositories();
  const mediaId = crypto.randomUUID();
  await repos.media.set({
    id: mediaId,
    original_path: `originals/${mediaId}.jpg`,
    mime: "image/jpeg",
    width: 800,
    height: 800,
    bytes: 1000,
    url: `/media/${mediaId}/800x800.webp`,
    variants: [],
    uploaded_by: "e2e",
    created_at: new Date(),
  });
  const title = `Tote bag ${Date.now()}`;

  await newProductOnSale(page, title, { kind: "other", price: "12" });

  // By keyboard: open the library, search it, Tab to the one image found and press Enter.
  await page.getByRole("button", { name: "CHOOSE FROM MEDIA LIBRARY" }).focus();
  await page.keyboard.press("Enter");
  const search = page.getByRole("textbox", { name: "Search the media library" });
  await search.focus();
  await page.keyboard.type(mediaId.slice(0, 13));
  await expect(page.getByRole("button", { name: /^Add image: / })).toHaveCount(1);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: /^Add image: / })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("list", { name: "Chosen images" }).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: "CREATE" }).click();
  await expect(page.getByText("Product saved")).toBeVisible();
  const saved = (await repos.storeProducts.listAll()).find((p) => p.type === "physical" && p.title === title);
  expect(saved?.type === "physical" && saved.image_ids).toEqual([mediaId]);

  // The save re-renders /store: the product's card shows the image, named by the product's title.
  const site = await page.context().newPage();
  await expect(async () => {
    await site.goto("/store");
    await expect(site.locator(`[data-product-id="${saved!.id}"] img[alt="${title}"]`)).toHaveAttribute(
      "src",
      new RegExp(`^/media/${mediaId}/`),
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 180_000 });
  // And so is its release's page, whose FOR SALE card shows it.
  await site.goto("/releases/halden-drift/reel-to-reel");
  await expect(site.locator(`[data-testid="store-offer"][data-product-id="${saved!.id}"] img[alt="${title}"]`)).toHaveAttribute(
    "src",
    new RegExp(`^/media/${mediaId}/`),
  );
  await site.close();
});

test("a digital album's form lists its release's tracks with their own prices, and refuses a price of 0 before saving", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/store/products?q=Contact");
  await page.getByRole("button", { name: "EDIT Contact Mic Liturgy" }).click();
  const prices = page.getByTestId("track-prices").getByRole("textbox");
  await expect(prices.first()).toHaveValue("1");
  const count = await prices.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) await expect(prices.nth(i)).toHaveValue("1");

  await prices.first().fill("0");
  await page.getByRole("button", { name: "UPDATE" }).click();
  await expect(page.getByText("Enter a price above 0, such as 1 or 1.50, or leave it empty.")).toBeVisible();
  await expect(prices.first()).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Product saved")).toHaveCount(0);
});

test("REMOVE on a shipping zone asks first, then the zone is gone, after a reload too", async ({ page }) => {
  const repos = await e2eRepositories();
  const id = crypto.randomUUID();
  const name = `Iceland ${id.slice(0, 6)}`;
  await repos.shippingZones.set({
    id,
    name,
    countries: ["IS"],
    first_item: 900,
    each_additional: 300,
    created_at: new Date(),
    updated_at: new Date(),
  });

  await signIn(page);
  await page.goto("/admin/store/settings");
  const remove = page.getByRole("button", { name: `REMOVE ZONE ${name}` });
  await expect(remove).toBeVisible();
  // Dismissed, nothing changes; accepted, the zone goes.
  page.once("dialog", (dialog) => void dialog.dismiss());
  await remove.click();
  await expect(remove).toBeVisible();
  expect(await repos.shippingZones.get(id)).not.toBeNull();
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toContain(`Remove the shipping zone ${name}?`);
    void dialog.accept();
  });
  await remove.click();
  await expect(page.getByText("Shipping zone removed")).toBeVisible();
  await expect(remove).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("button", { name: "SAVE ZONE UK" })).toBeVisible();
  await expect(page.getByRole("button", { name: `REMOVE ZONE ${name}` })).toHaveCount(0);
  expect(await repos.shippingZones.get(id)).toBeNull();
});
