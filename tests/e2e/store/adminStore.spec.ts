import { expect as baseExpect, test } from "@playwright/test";
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

test("a physical product made for a release and put on sale shows in PRODUCTS, found by its title", async ({ page }) => {
  const title = `Tour shirt ${Date.now()}`;
  await signIn(page);
  await page.goto("/admin/store/products");
  await page.getByRole("button", { name: "NEW PHYSICAL PRODUCT" }).click();
  await page.getByRole("combobox", { name: "RELEASE (OPTIONAL)" }).fill("Reel");
  await page.getByRole("option", { name: "Reel to Reel" }).click();
  await page.getByLabel("TITLE").fill(title);
  await page.getByLabel("KIND").selectOption("shirt");
  await page.getByLabel("STATUS").selectOption("on_sale");
  await page.getByLabel("PRICE (GBP)").fill("20");
  await page.getByLabel("SKU of variant 1").fill(`SKU-${title.slice(-6)}`);
  await page.getByLabel("Size of variant 1").fill("M");
  await page.getByLabel("In stock now of variant 1").fill("10");
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

test("an order's detail ships it with carrier and tracking number, and the buyer is mailed", async ({ page }) => {
  const repos = await e2eRepositories();
  const id = crypto.randomUUID();
  const number = newOrderNumber();
  const now = new Date();
  const order: Order = {
    id,
    number,
    email: `buyer-${id.slice(0, 8)}@example.com`,
    email_key: `buyer-${id.slice(0, 8)}@example.com`,
    source: "stripe",
    status: "paid",
    currency: "GBP",
    items: [{ product_id: crypto.randomUUID(), type: "physical", kind: "vinyl", release_id: null, artist_id: null, track_id: null, variant_id: "std", sku: "LP-1", title: "Reel to Reel (LP)", quantity: 1, unit_amount: 2200, amount: 2200, ships: true, includes_digital: false, formats: [] }],
    totals: { subtotal: 2200, shipping: 500, tax: 0, total: 2700, fees: null, refunded: 0 },
    artist_ids: [],
    release_ids: [],
    shipping_address: { name: "Ada Buyer", line1: "1 High St", line2: null, city: "Bristol", postal_code: "BS1 1AA", state: null, country: "GB" },
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
