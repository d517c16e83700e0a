import { describe, expect, it } from "vitest";
import { priceCart, type ReleaseForSale } from "../../../src/lib/domain/store/checkoutRules";
import type { Product } from "../../../src/lib/domain/store/product";
import { receiptEmail } from "../../../src/lib/domain/store/receiptEmail";

const AT = new Date("2030-01-01T00:00:00Z");
const album: Product = {
  id: "digital_r1",
  type: "digital",
  release_id: "r1",
  title: "",
  artist_id: "a1",
  status: "on_sale",
  price: { mode: "pwyw", minimum: 700, suggested: 1000 },
  track_prices: [{ track_id: "t1", amount: 150 }],
  formats: ["flac"],
  created_at: AT,
  updated_at: AT,
};
const shirt: Product = {
  id: "p1",
  type: "physical",
  release_id: null,
  artist_id: null,
  status: "on_sale",
  kind: "shirt",
  title: "Logo shirt",
  description: "",
  price: 2000,
  variants: [{ id: "m", sku: "SH-M", options: { size: "M", colour: "Black" }, stock: 3 }],
  weight_grams: 200,
  includes_digital: false,
  image_ids: [],
  created_at: AT,
  updated_at: AT,
};
const products = new Map<string, Product>([
  [album.id, album],
  [shirt.id, shirt],
]);
const releases = new Map<string, ReleaseForSale>([
  ["r1", { title: "Low Tide", artist_name: "Halden Drift", tracks: [{ id: "t1", title: "Undertow" }] }],
]);
const line = (fields: object) => ({ product_id: album.id, variant_id: null, track_id: null, quantity: 1, amount: null, ...fields });

describe("pricing a cart on the server", () => {
  it("takes a pay-what-you-want amount at or above the minimum, the suggested one when none was typed", () => {
    const priced = priceCart(
      [line({ amount: 1200 }), line({ track_id: "t1" }), line({ product_id: "p1", variant_id: "m", quantity: 2 })],
      products,
      releases,
      "GBP",
    );
    expect(priced).toMatchObject({ ok: true, ships: true, subtotal: 1200 + 150 + 4000 });
    if (!priced.ok) return;
    expect(priced.items.map((i) => [i.title, i.amount])).toEqual([
      ["Low Tide — Halden Drift", 1200],
      ["Undertow — Halden Drift", 150],
      ["Logo shirt — M / Black", 4000],
    ]);
    expect(priceCart([line({})], products, releases, "GBP")).toMatchObject({ ok: true, subtotal: 1000 });
  });

  it("refuses an amount below the minimum with a message naming it", () => {
    expect(priceCart([line({ amount: 699 })], products, releases, "GBP")).toEqual({
      ok: false,
      line: 0,
      message: "Please enter £7 GBP or more.",
      soldOut: false,
    });
  });

  it("refuses what is hidden, unknown or sold out by staff", () => {
    const hidden = new Map<string, Product>([
      [album.id, { ...album, status: "hidden" }],
      [shirt.id, { ...shirt, status: "sold_out" }],
    ]);
    expect(priceCart([line({ amount: 900 })], hidden, releases, "GBP")).toMatchObject({
      ok: false,
      message: "This item is no longer for sale.",
    });
    expect(priceCart([line({ product_id: "p1", variant_id: "m" })], hidden, releases, "GBP")).toMatchObject({
      ok: false,
      message: "Sold out: Logo shirt. It was removed from your cart.",
      soldOut: true,
    });
    expect(priceCart([line({ product_id: "p1", variant_id: "xl" })], products, releases, "GBP")).toMatchObject({ ok: false });
    expect(priceCart([line({ track_id: "t9" })], products, releases, "GBP")).toMatchObject({ ok: false });
  });
});

describe("the receipt", () => {
  it("names the order, its items and amounts, the address and the download link, escaped in HTML", () => {
    const priced = priceCart([line({ amount: 1200 })], products, releases, "GBP");
    if (!priced.ok) throw new Error("priced");
    const mail = receiptEmail({
      order: {
        number: "7KQ2-M9XD",
        items: priced.items,
        currency: "GBP",
        source: "stripe",
        totals: { subtotal: 1200, shipping: 0, tax: 240, total: 1440, fees: null, refunded: 0 },
        shipping_address: {
          name: "<Ada>",
          line1: "1 Quay St",
          line2: null,
          city: "Bristol",
          postal_code: "BS1",
          state: null,
          country: "GB",
        },
      },
      labelName: "Static Bloom Records",
      downloadUrl: "http://localhost:4321/download/tok",
    });
    expect(mail.subject).toBe("Your Static Bloom Records order 7KQ2-M9XD");
    expect(mail.text).toContain("Low Tide — Halden Drift: £12 GBP");
    expect(mail.text).toContain("Tax: £2.40 GBP");
    expect(mail.text).toContain("Total: £14.40 GBP");
    expect(mail.text).toContain("http://localhost:4321/download/tok");
    expect(mail.html).toContain("&lt;Ada&gt;");
  });
});
