import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { makeTrack } from "../../factories";
import { functionUrl, repositories, resetDatabase } from "../support";
import { pwywAlbum, shippingZones, vinyl } from "./storeSupport";

const repos = repositories();

/** The BUY form as a browser without JavaScript posts it (from `from`, a page of the site, when given). */
const buy = (fields: Record<string, string>, from?: string) =>
  fetch(functionUrl("buy"), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...(from && { referer: from }) },
    body: new URLSearchParams(fields).toString(),
  });

/** Never framed, never sniffed, whatever the answer. */
function expectSecurityHeaders(answer: Response) {
  expect(answer.headers.get("x-frame-options")).toBe("DENY");
  expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  expect(answer.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
}

beforeEach(resetDatabase);

describe("the BUY form", () => {
  it("a pay-what-you-want amount above the minimum goes to Stripe's checkout, and paying there makes the order with its receipt", async () => {
    const album = await pwywAlbum();
    const started = await buy({ product_id: album.id, amount: "9.50", email: "buyer@example.com" });
    expect(started.status).toBe(303);
    const checkoutUrl = started.headers.get("location")!;
    const paid = await fetch(checkoutUrl, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=pay&email=buyer%40example.com&card=4242424242424242",
    });
    expect(paid.status).toBe(303);
    const [order] = await repos.storeOrders.listByEmail("buyer@example.com");
    expect(order).toMatchObject({ status: "paid", totals: { subtotal: 950 }, items: [{ product_id: album.id, amount: 950 }] });
    expect(await repos.mail.listTo("buyer@example.com")).toHaveLength(1);
  });

  it("an amount under the minimum answers a page with the message and holds nothing", async () => {
    const album = await pwywAlbum();
    const refused = await buy({ product_id: album.id, amount: "5" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Please enter £7 GBP or more.");
    expect(await repos.storeHolds.listExpiredOpen(new Date(Date.now() + 3600_000))).toEqual([]);
  });

  it("a refusal links back to the path of the page the form was on, never to another site", async () => {
    const album = await pwywAlbum();
    const fromPage = await buy({ product_id: album.id, amount: "5" }, `${process.env.SITE_URL}/releases/ann/low-tide?x=1`);
    expect(await fromPage.text()).toContain('<a href="/releases/ann/low-tide?x=1">Back</a>');
    const noReferer = await buy({ product_id: album.id, amount: "5" });
    expect(await noReferer.text()).toContain('<a href="/store">Back</a>');
  });

  it("a single track is bought at its own price from its own BUY", async () => {
    const album = await pwywAlbum();
    const track = makeTrack({ title: "Ebb" });
    await repos.releases.update(album.release_id, { tracks: [track] });
    await repos.storeProducts.update(album.id, { track_prices: [{ track_id: track.id, amount: 150 }] });
    const started = await buy({ product_id: album.id, track_id: track.id });
    expect(started.status).toBe(303);
    const [hold] = await repos.storeHolds.listExpiredOpen(new Date(Date.now() + 3600_000));
    expect(hold?.items.map((item) => [item.track_id, item.amount])).toEqual([[track.id, 150]]);
  });

  it("the last vinyl taken, the next buyer is told it is sold out", async () => {
    await shippingZones();
    const product = vinyl(1);
    await repos.storeProducts.create(product);
    expect((await buy({ product_id: product.id, variant_id: "black" })).status).toBe(303);
    const second = await buy({ product_id: product.id, variant_id: "black" });
    expect(second.status).toBe(409);
    expect(await second.text()).toContain("Sold out: Low Tide (LP) — Black.");
  });

  it("every answer carries the security headers: the 303 to Stripe, and a refusal as a page of the site with a plain link back", async () => {
    const album = await pwywAlbum();
    const started = await buy({ product_id: album.id, amount: "9.50" });
    expect(started.status).toBe(303);
    expectSecurityHeaders(started);

    const page = `${process.env.SITE_URL}/releases/low-tide?from=store`;
    const refused = await buy({ product_id: album.id, amount: "5" }, page);
    expect(refused.status).toBe(400);
    expectSecurityHeaders(refused);
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    // The site's own policy: no plugins, no inline script (so no javascript: link either).
    expect(refused.headers.get("content-security-policy")).toMatch(/object-src 'none'/);
    expect(refused.headers.get("content-security-policy")).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(await refused.text()).toContain('<a href="/releases/low-tide?from=store">Back</a>');
    // Sent from anywhere else, the way back is the store.
    expect(await (await buy({ product_id: album.id, amount: "5" }, "https://elsewhere.example/releases/low-tide")).text()).toContain(
      '<a href="/store">Back</a>',
    );
  });

  it("a record with no shipping zone set up cannot be bought, and nothing is held", async () => {
    const product = vinyl(1);
    await repos.storeProducts.create(product);
    const refused = await buy({ product_id: product.id, variant_id: "black" });
    expect(refused.status).toBe(503);
    expect(await refused.text()).toContain("We cannot ship orders yet.");
    expect(await repos.stockUnits.takenByVariant([product.id])).toEqual(new Map());
  });

  it("refuses anything but a form post", async () => {
    expect((await fetch(functionUrl("buy"))).status).toBe(405);
    expect((await buy({ product_id: randomUUID(), amount: "7" })).status).toBe(400);
  });
});
