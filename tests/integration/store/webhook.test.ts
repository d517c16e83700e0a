import { beforeEach, describe, expect, it } from "vitest";
import { LOCAL_STRIPE_KEYS, stripeSignatureHeader } from "../../../src/lib/integrations/stripeClient";
import { functionUrl, repositories, resetDatabase } from "../support";
import { completed, delivery, openHold, vinyl } from "./storeSupport";

const repos = repositories();

/** A delivery at the webhook's own URL, as Stripe posts it. */
const post = (payload: string, signature?: string) =>
  fetch(functionUrl("stripeWebhook"), { method: "POST", headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) }, body: payload });

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
});
