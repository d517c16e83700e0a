import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import type { DigitalProduct, PhysicalProduct } from "../../../src/lib/domain/store/product";
import { LABEL } from "../../../src/config/label";
import { FAN_LIST_CONSENTS, LABEL_LIST } from "../../../src/lib/domain/fans";
import { addressKey, subscriberId } from "../../../src/lib/server/campaigns/reminderKeys";
import { requiredSecret, serverConfig } from "../../../src/lib/config";
import { functionUrl, repositories, resetDatabase } from "../support";
import { NOW, openHold, pwywAlbum, shippingZones, vinyl } from "./storeSupport";

const repos = repositories();

/**
 * A visitor's browser without JavaScript: it keeps the cookie the cart
 * answers with and sends it back, and posts the cart page's forms.
 */
function browser() {
  let cookie = "";
  const keep = (answer: Response) => {
    const set = answer.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0]!;
    return answer;
  };
  return {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
    post: async (fields: Record<string, string>) =>
      keep(
        await fetch(functionUrl("cart"), {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", cookie },
          body: new URLSearchParams(fields).toString(),
        }),
      ),
    page: async () => keep(await fetch(functionUrl("cart"), { headers: { accept: "text/html", cookie } })),
  };
}

async function record(stock: number, title = "Low Tide (LP)"): Promise<PhysicalProduct> {
  const product = { ...vinyl(stock), title };
  await repos.storeProducts.create(product);
  return product;
}

const lineKey = (productId: string, variant = "") => `${productId}~${variant}~`;
const linesOf = (html: string) =>
  [
    ...html.matchAll(
      /data-testid="cart-line"><div><strong>([^<]*)<\/strong>(?:<p class="amount" data-testid="cart-line-amount">([^<]*))?/g,
    ),
  ].map((m) => [m[1], m[2] ?? null]);
const totalOf = (html: string) => /data-testid="cart-total">Total: ([^<]*)/.exec(html)?.[1];

beforeEach(async () => {
  await resetDatabase();
  await shippingZones();
});

describe("the cart, without JavaScript", () => {
  it("adds lines (a 303 back to /cart), lists them at the server's prices, changes a quantity, removes a line, and checks out every line to one paid order", async () => {
    const album = await pwywAlbum();
    const lp = await record(5);
    const shirt = await record(5, "Logo shirt");
    const visitor = browser();
    expect((await visitor.page()).status).toBe(200);
    expect(await (await visitor.page()).text()).toContain("Your cart is empty.");

    const added = await visitor.post({ action: "add", product_id: album.id, amount: "12.50" });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/cart");
    expect(added.headers.get("set-cookie")).toMatch(/^__session=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    expect((await visitor.post({ action: "add", product_id: lp.id, variant_id: "black", quantity: "1" })).status).toBe(303);
    expect((await visitor.post({ action: "add", product_id: shirt.id, variant_id: "black", quantity: "1" })).status).toBe(303);
    // The same record again adds to its quantity.
    expect((await visitor.post({ action: "add", product_id: lp.id, variant_id: "black", quantity: "2" })).status).toBe(303);

    let page = await visitor.page();
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    let html = await page.text();
    expect(linesOf(html)).toEqual([
      ["Low Tide — " + (await artistName(album)), "£12.50 GBP"],
      ["Low Tide (LP) — Black", "£75 GBP"],
      ["Logo shirt — Black", "£25 GBP"],
    ]);
    expect(totalOf(html)).toBe("£112.50 GBP");

    expect((await visitor.post({ action: "update", line: lineKey(lp.id, "black"), quantity: "2" })).status).toBe(303);
    expect((await visitor.post({ action: "remove", line: lineKey(shirt.id, "black") })).status).toBe(303);
    html = await (await visitor.page()).text();
    expect(linesOf(html).map(([title]) => title)).toEqual(["Low Tide — " + (await artistName(album)), "Low Tide (LP) — Black"]);
    expect(totalOf(html)).toBe("£62.50 GBP");

    const started = await visitor.post({ action: "checkout", email: "cart-buyer@example.com" });
    expect(started.status).toBe(303);
    const checkoutUrl = started.headers.get("location")!;
    // Stripe's page asks for an address in the zones' countries and offers each zone's rate for the two records.
    const checkoutPage = await (await fetch(checkoutUrl)).text();
    expect([...checkoutPage.matchAll(/<option value="(?:[A-Z]{2})">([A-Z]{2})</g)].map((m) => m[1])).toEqual(["FR", "GB"]);
    const rates = [...checkoutPage.matchAll(/<option value="(shr_[^"]+)">([^<]+)</g)].map((m) => [m[1], m[2]]);
    expect(rates.map(([, label]) => label)).toEqual(["UK — 5.00 GBP", "France — 12.00 GBP"]);
    const shipTo = {
      ship_name: "Ada Buyer",
      ship_line1: "1 Quay St",
      ship_city: "Bristol",
      ship_postal_code: "BS1 1AA",
      ship_country: "GB",
      shipping_rate: rates[0]![0]!,
    };
    const paid = await fetch(checkoutUrl, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action: "pay", email: "cart-buyer@example.com", card: "4242424242424242", ...shipTo }).toString(),
    });
    expect(paid.status).toBe(303);
    const [order] = await repos.storeOrders.listByEmail("cart-buyer@example.com");
    expect(order?.items.map((item) => [item.title, item.quantity, item.amount])).toEqual([
      ["Low Tide — " + (await artistName(album)), 1, 1250],
      ["Low Tide (LP) — Black", 2, 5000],
    ]);
    expect(order?.totals).toMatchObject({ subtotal: 6250, shipping: 500, total: 6750 });
    expect(order?.shipping_address).toMatchObject({
      name: "Ada Buyer",
      line1: "1 Quay St",
      city: "Bristol",
      postal_code: "BS1 1AA",
      country: "GB",
    });
    expect(order?.fulfilment.state).toBe("to_ship");
    const [receipt] = await repos.mail.listTo("cart-buyer@example.com");
    expect(receipt?.message.text).toContain("Shipping: £5 GBP");
    expect(receipt?.message.text).toContain("Shipping to:\nAda Buyer\n1 Quay St\nBristol\nBS1 1AA\nGB");
    expect((await repos.stockUnits.takenByVariant([lp.id])).get(`${lp.id}~black`)).toMatchObject({ sold: 2, held: 0 });

    // Paid: the cart starts empty again.
    page = await visitor.page();
    expect(await page.text()).toContain("Your cart is empty.");
  });

  it("refuses an amount under the minimum or an item no longer for sale with its message, and leaves the cart as it was", async () => {
    const album = await pwywAlbum();
    const visitor = browser();
    const under = await visitor.post({ action: "add", product_id: album.id, amount: "5" });
    expect(under.status).toBe(400);
    expect(under.headers.get("set-cookie")).toBeNull();
    expect(await under.text()).toContain("Please enter £7 GBP or more.");
    const gone = await visitor.post({ action: "add", product_id: randomUUID() });
    expect(gone.status).toBe(400);
    expect(await gone.text()).toContain("This item is no longer for sale.");
    expect(await (await visitor.page()).text()).toContain("Your cart is empty.");
  });

  it("checks out all or nothing: a sold-out line holds nothing for the others, and the cart page names it and drops it", async () => {
    const lp = await record(2);
    const last = await record(1, "Test pressing");
    const visitor = browser();
    await visitor.post({ action: "add", product_id: lp.id, variant_id: "black", quantity: "2" });
    await visitor.post({ action: "add", product_id: last.id, variant_id: "black", quantity: "1" });
    expect(await openHold(last)).not.toBeNull();

    const refused = await visitor.post({ action: "checkout", email: "" });
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(html).toContain("Sold out: Test pressing — Black. It was removed from your cart.");
    expect(linesOf(html).map(([title]) => title)).toEqual(["Low Tide (LP) — Black"]);
    expect((await repos.stockUnits.takenByVariant([lp.id])).get(`${lp.id}~black`)?.held ?? 0).toBe(0);
    expect(linesOf(await (await visitor.page()).text()).map(([title]) => title)).toEqual(["Low Tide (LP) — Black"]);
  });

  it("offers the fan list's own wording beside an unticked box; ticked, the paid buyer is signed up to the label's list with that consent, once", async () => {
    const album = await pwywAlbum();
    const consent = FAN_LIST_CONSENTS["pre-save-label-news-1"](LABEL.name);
    const payAs = async (email: string, fanList: boolean) => {
      const visitor = browser();
      await visitor.post({ action: "add", product_id: album.id });
      const html = await (await visitor.page()).text();
      expect(html).toContain(
        `<input id="cart-fan-list" name="fan_list" type="checkbox"><label for="cart-fan-list">${consent.replaceAll("'", "&#39;")}</label>`,
      );
      const started = await visitor.post({ action: "checkout", email, ...(fanList && { fan_list: "on" }) });
      const paid = await fetch(started.headers.get("location")!, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ action: "pay", email, card: "4242424242424242" }).toString(),
      });
      expect(paid.status).toBe(303);
      await expect.poll(async () => (await repos.storeOrders.listByEmail(email)).length).toBe(1);
    };
    const subscriberOf = (email: string) =>
      repos.subscribers.get(subscriberId(LABEL_LIST, addressKey(email, requiredSecret(serverConfig(), "reminderSecret"))));

    await payAs("joins@example.com", true);
    await expect
      .poll(() => subscriberOf("joins@example.com"))
      .toMatchObject({
        status: "pending",
        list: LABEL_LIST,
        source: "store_checkout",
        consent: { version: "pre-save-label-news-1", text: consent, form: "store_checkout" },
      });
    const mails = await repos.mail.listTo("joins@example.com");
    expect(mails.map((mail) => mail.kind ?? mail.id.split("-").slice(0, 2).join("-")).sort()).toEqual([
      "list_confirmation",
      "store-receipt",
    ]);

    await payAs("buys-only@example.com", false);
    expect(await subscriberOf("buys-only@example.com")).toBeNull();
    expect(await repos.mail.listTo("buys-only@example.com")).toHaveLength(1);
  });

  it("with Stripe Tax on, asks Stripe for automatic tax with the digital audio code on downloads only, and the order and receipt record the tax charged", async () => {
    await repos.storeSettings.save({ currency: "GBP", stripe_tax: true, enabled: true, updated_at: NOW });
    const album = await pwywAlbum();
    const lp = await record(5);
    const visitor = browser();
    await visitor.post({ action: "add", product_id: album.id, amount: "10" });
    await visitor.post({ action: "add", product_id: lp.id, variant_id: "black", quantity: "1" });
    const started = await visitor.post({ action: "checkout", email: "taxed@example.com" });
    const checkoutUrl = started.headers.get("location")!;
    const session = await (await fetch(checkoutUrl.replace(/\/pay\/(cs_[^/]+)$/, "/v1/checkout/sessions/$1"))).json();
    expect(session.automatic_tax).toEqual({ enabled: true, status: "complete" });
    expect(session.line_items.map((item: { tax_code: string | null }) => item.tax_code)).toEqual(["txcd_10401100", null]);
    const checkoutPage = await (await fetch(checkoutUrl)).text();
    const rate = /<option value="(shr_[^"]+)">UK/.exec(checkoutPage)![1]!;
    const body = new URLSearchParams({
      action: "pay",
      email: "taxed@example.com",
      card: "4242424242424242",
      ship_name: "Ada Buyer",
      ship_line1: "1 Quay St",
      ship_city: "Bristol",
      ship_country: "GB",
      shipping_rate: rate,
    });
    expect(
      (
        await fetch(checkoutUrl, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: body.toString(),
        })
      ).status,
    ).toBe(303);
    const [order] = await repos.storeOrders.listByEmail("taxed@example.com");
    // The local Stripe's rule: 20 % of the lines (£10 + £25) and the shipping (£3.50).
    expect(order?.totals).toMatchObject({ subtotal: 3500, shipping: 350, tax: 770, total: 4620 });
    const [receipt] = await repos.mail.listTo("taxed@example.com");
    expect(receipt?.message.text).toContain("Tax: £7.70 GBP");
  });

  it("cancelling on Stripe's page releases the checkout's hold at once and keeps the cart; a paid checkout's cancel link changes nothing", async () => {
    const lp = await record(1);
    const visitor = browser();
    await visitor.post({ action: "add", product_id: lp.id, variant_id: "black", quantity: "1" });
    const cancelOn = async () => {
      const checkoutUrl = (await visitor.post({ action: "checkout", email: "" })).headers.get("location")!;
      const cancelled = await fetch(checkoutUrl, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "action=cancel",
      });
      const cancelUrl = new URL(cancelled.headers.get("location")!);
      expect(cancelUrl.pathname).toBe("/api/store/cancel");
      return { checkoutUrl, hold: cancelUrl.searchParams.get("hold")! };
    };
    const follow = (hold: string) => fetch(`${functionUrl("cancelCheckout")}?hold=${hold}`, { redirect: "manual" });

    const first = await cancelOn();
    expect((await repos.stockUnits.takenByVariant([lp.id])).get(`${lp.id}~black`)).toMatchObject({ held: 1 });
    const back = await follow(first.hold);
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe("/store/cancelled");
    expect((await repos.storeHolds.get(first.hold))?.state).toBe("released");
    expect((await repos.stockUnits.takenByVariant([lp.id])).get(`${lp.id}~black`)?.held ?? 0).toBe(0);
    expect(linesOf(await (await visitor.page()).text()).map(([title]) => title)).toEqual(["Low Tide (LP) — Black"]);

    // The last copy, paid: its cancel link (a Back press after paying) frees nothing.
    const second = await cancelOn();
    const shipTo = new URLSearchParams({
      action: "pay",
      email: "paid@example.com",
      card: "4242424242424242",
      ship_name: "Ada",
      ship_line1: "1 Quay St",
      ship_city: "Bristol",
      ship_country: "GB",
    });
    const page = await (await fetch(second.checkoutUrl)).text();
    shipTo.set("shipping_rate", /<option value="(shr_[^"]+)">UK/.exec(page)![1]!);
    expect(
      (
        await fetch(second.checkoutUrl, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: shipTo.toString(),
        })
      ).status,
    ).toBe(303);
    expect((await follow(second.hold)).status).toBe(303);
    expect((await repos.storeHolds.get(second.hold))?.state).toBe("paid");
    expect((await repos.stockUnits.takenByVariant([lp.id])).get(`${lp.id}~black`)).toMatchObject({ sold: 1, held: 0 });
    expect((await fetch(`${functionUrl("cancelCheckout")}?hold=not-a-hold`, { redirect: "manual" })).status).toBe(400);
  });

  it("takes no cart it did not sign, and refuses what is not one of its forms", async () => {
    const album = await pwywAlbum();
    const visitor = browser();
    await visitor.post({ action: "add", product_id: album.id });
    const [payload, signature] = visitor.cookie.split("=")[1]!.split(".");
    const forged = JSON.parse(Buffer.from(payload!, "base64url").toString());
    forged.l[0][4] = 1;
    visitor.cookie = `__session=${Buffer.from(JSON.stringify(forged)).toString("base64url")}.${signature}`;
    expect(await (await visitor.page()).text()).toContain("Your cart is empty.");
    expect((await visitor.post({ action: "explode" })).status).toBe(400);
    expect((await visitor.post({ action: "update", line: "x", quantity: "99" })).status).toBe(400);
    expect((await fetch(functionUrl("cart"), { method: "DELETE" })).status).toBe(405);
  });
});

async function artistName(product: DigitalProduct): Promise<string> {
  const [release] = await repos.releases.getMany([product.release_id]);
  const [artist] = release?.artist_id ? await repos.artists.getMany([release.artist_id]) : [];
  return artist?.name ?? "";
}
