import type Stripe from "stripe";
import { beforeEach, describe, expect, it } from "vitest";
import { LOCAL_STRIPE_KEYS, stripeSignatureHeader, verifyStripeEvent } from "../../../src/lib/integrations/stripeClient";
import { handleStripeEvent } from "../../../src/lib/server/store/stripeEvents";
import { repositories, resetDatabase } from "../support";
import { completed, delivery, NOW, openHold, vinyl } from "./storeSupport";

const repos = repositories();
const CONTEXT = { labelName: "Static Bloom Records", timeZone: "UTC", siteUrl: "http://localhost:4321" };

/** The webhook's path: the signature checked as Stripe's SDK checks it, then the event acted on. */
const receive = ({ payload, signature }: { payload: string; signature: string }) =>
  handleStripeEvent(repos, verifyStripeEvent(payload, signature, LOCAL_STRIPE_KEYS.webhookSecret) as Stripe.Event, {
    ...CONTEXT,
    now: NOW,
  });

beforeEach(resetDatabase);

describe("stock holds", () => {
  it("two buyers race for the last vinyl: one holds it, the other is told it is sold out", async () => {
    const product = vinyl(1);
    await repos.storeProducts.create(product);
    const [a, b] = await Promise.all([openHold(product), openHold(product)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await repos.stockUnits.listForProduct(product.id)).toHaveLength(1);
  });

  it("never holds more than the stock when many buyers start at once", async () => {
    const product = vinyl(5);
    await repos.storeProducts.create(product);
    const holds = await Promise.all(Array.from({ length: 12 }, () => openHold(product)));
    expect(holds.filter(Boolean)).toHaveLength(5);
    expect(await repos.stockUnits.listForProduct(product.id)).toHaveLength(5);
  });
});

describe("Stripe's webhook", () => {
  it("makes the order once, with one receipt, however often the event is delivered", async () => {
    const product = vinyl(2);
    await repos.storeProducts.create(product);
    const hold = (await openHold(product))!;
    const event = delivery("checkout.session.completed", completed(hold));

    expect(await receive(event)).toBe("order_created");
    // The same delivery again, and the same session under a second event id (Stripe retries), at once and later.
    const again = await Promise.all([receive(event), receive(delivery("checkout.session.completed", completed(hold)))]);
    expect(again).toEqual(["duplicate", "duplicate"]);

    const order = (await repos.storeOrders.get(hold.id))!;
    expect(order).toMatchObject({
      number: hold.order_number,
      email: "buyer@example.com",
      status: "paid",
      totals: { subtotal: 2500, shipping: 400, tax: 0, total: 2900 },
    });
    expect(order.shipping_address).toMatchObject({ city: "Bristol", country: "GB" });
    const receipts = await repos.mail.listTo("buyer@example.com");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.message.text).toContain(`Order ${hold.order_number}`);
    expect(receipts[0]!.message.text).toContain(`/download/${order.download_token}`);
    expect(receipts[0]!.message.text).toContain("Total: £29 GBP");
    expect((await repos.storeHolds.get(hold.id))!.state).toBe("paid");
    expect((await repos.stockUnits.listForProduct(product.id)).map((u) => u.state)).toEqual(["sold"]);
  });

  it("refuses a forged signature before anything is read", async () => {
    const product = vinyl(1);
    await repos.storeProducts.create(product);
    const hold = (await openHold(product))!;
    const genuine = delivery("checkout.session.completed", completed(hold));
    const forged = { payload: genuine.payload, signature: stripeSignatureHeader(genuine.payload, "whsec_not_the_label_s") };
    const tampered = { payload: genuine.payload.replace("2900", "1"), signature: genuine.signature };
    expect(() => receive(forged)).toThrow();
    expect(() => receive(tampered)).toThrow();
    expect(await repos.storeOrders.get(hold.id)).toBeNull();
    expect(await repos.mail.listTo("buyer@example.com")).toEqual([]);
  });

  it("an expired checkout frees its units for the next buyer, once", async () => {
    const product = vinyl(1);
    await repos.storeProducts.create(product);
    const hold = (await openHold(product))!;
    expect(await openHold(product)).toBeNull();
    const expired = delivery("checkout.session.expired", {
      id: hold.stripe_session_id,
      object: "checkout.session",
      status: "expired",
      metadata: { hold_id: hold.id },
    });
    expect(await receive(expired)).toBe("hold_released");
    expect(await receive(expired)).toBe("duplicate");
    expect((await repos.storeHolds.get(hold.id))!.state).toBe("released");
    expect(await repos.storeOrders.get(hold.id)).toBeNull();
    expect(await repos.stockUnits.listForProduct(product.id)).toEqual([]);
    expect(await openHold(product)).not.toBeNull();
  });

  it("records a partial and then a full refund, and the full one withdraws the downloads", async () => {
    const product = vinyl(1);
    await repos.storeProducts.create(product);
    const hold = (await openHold(product))!;
    await receive(delivery("checkout.session.completed", completed(hold)));
    const charge = (amount_refunded: number) => ({
      id: `ch_${hold.id}`,
      object: "charge",
      payment_intent: `pi_${hold.id}`,
      amount: 2900,
      amount_refunded,
      refunded: amount_refunded === 2900,
    });

    const partial = delivery("charge.refunded", charge(1000));
    expect(await receive(partial)).toBe("refund_recorded");
    expect(await receive(partial)).toBe("duplicate");
    expect(await repos.storeOrders.get(hold.id)).toMatchObject({
      status: "partially_refunded",
      totals: { refunded: 1000 },
      downloads_withdrawn: false,
    });

    expect(await receive(delivery("charge.refunded", charge(2900)))).toBe("refund_recorded");
    expect(await repos.storeOrders.get(hold.id)).toMatchObject({
      status: "refunded",
      totals: { refunded: 2900 },
      downloads_withdrawn: true,
    });
  });
});
