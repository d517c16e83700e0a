import { beforeEach, describe, expect, it } from "vitest";
import { stackConfig } from "../../../scripts/stack/config";
import { fakeServiceUrls } from "../../../scripts/stack/fakeServices";
import { LOCAL_STRIPE_KEYS, stripeClient, stripeSignatureHeader } from "../../../src/lib/integrations/stripeClient";
import { functionUrl, repositories, resetDatabase } from "../support";
import { completed, delivery, openHold, vinyl } from "./storeSupport";

const repos = repositories();

/** A delivery at the webhook's own URL, as Stripe posts it. */
const post = (payload: string, signature?: string) =>
  fetch(functionUrl("stripeWebhook"), {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    body: payload,
  });

beforeEach(resetDatabase);

describe("Stripe's webhook over HTTP", () => {
  it("makes the order with one receipt from a signed delivery, and a replay changes nothing", async () => {
    const product = vinyl(1);
    await repos.storeProducts.create(product);
    const hold = (await openHold(product))!;
    const event = delivery("checkout.session.completed", completed(hold));

    const first = await post(event.payload, event.signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: "order_created" });
    const replay = await post(event.payload, event.signature);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, outcome: "duplicate" });

    expect(await repos.storeOrders.get(hold.id)).toMatchObject({ number: hold.order_number, status: "paid" });
    expect(await repos.mail.listTo("buyer@example.com")).toHaveLength(1);
    // The sale changed what is left: the product's pages are queued for the site builder once, with the order.
    expect((await repos.contentChanges.listPending()).map((c) => [c.entity, c.entity_id])).toEqual([["store_products", product.id]]);
  });

  it("refuses an unsigned, forged, tampered or stale delivery with 400 and makes no order", async () => {
    const product = vinyl(1);
    await repos.storeProducts.create(product);
    const hold = (await openHold(product))!;
    const genuine = delivery("checkout.session.completed", completed(hold));
    const stale = Math.floor(Date.now() / 1000) - 3600;
    const refused = [
      await post(genuine.payload),
      await post(genuine.payload, stripeSignatureHeader(genuine.payload, "whsec_not_the_label_s")),
      await post(genuine.payload.replace("2900", "1"), genuine.signature),
      await post(genuine.payload, stripeSignatureHeader(genuine.payload, LOCAL_STRIPE_KEYS.webhookSecret, stale)),
    ];
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(await refused[0]!.json()).toEqual({ error: "Invalid Stripe signature" });
    expect(await repos.storeOrders.get(hold.id)).toBeNull();
    expect(await repos.mail.listTo("buyer@example.com")).toEqual([]);
    expect((await repos.storeHolds.get(hold.id))!.state).toBe("open");
  });

  it("answers only POST", async () => {
    const response = await fetch(functionUrl("stripeWebhook"));
    expect(response.status).toBe(405);
  });

  it("a buyer paying on the stack's local Stripe checkout page makes the order, its receipt queued", async () => {
    const product = vinyl(1);
    await repos.storeProducts.create(product);
    const hold = (await openHold(product))!;
    const stripe = stripeClient({ ...LOCAL_STRIPE_KEYS, apiUrl: fakeServiceUrls(stackConfig(process.env)).stripe });
    const session = await stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [{ quantity: 1, price_data: { currency: "gbp", unit_amount: 2500, product_data: { name: product.title } } }],
      metadata: { hold_id: hold.id },
      success_url: "http://localhost:4321/store/thanks",
      cancel_url: "http://localhost:4321/store",
    });
    const paid = await fetch(session.url!, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=pay&email=buyer%40example.com&card=4242+4242+4242+4242",
    });
    expect(paid.status).toBe(303);
    expect(await repos.storeOrders.get(hold.id)).toMatchObject({
      status: "paid",
      email: "buyer@example.com",
      stripe_session_id: session.id,
    });
    expect(await repos.mail.listTo("buyer@example.com")).toHaveLength(1);
  });
});
