import type Stripe from "stripe";
import { beforeEach, describe, expect, it } from "vitest";
import { LOCAL_STRIPE_KEYS, verifyStripeEvent } from "../../../src/lib/integrations/stripeClient";
import { refundOrder, type StripeRefunds } from "../../../src/lib/server/store/refundOrder";
import { handleStripeEvent } from "../../../src/lib/server/store/stripeEvents";
import { repositories, resetDatabase } from "../support";
import { completed, delivery, NOW, openHold, vinyl } from "./storeSupport";

const repos = repositories();
const CONTEXT = { labelName: "Static Bloom Records", timeZone: "UTC", siteUrl: "http://localhost:4321", now: NOW };
const STAFF = "staff-uid";

/** Stripe's refunds as the product calls them, kept to be read back (no local Stripe answers /v1/refunds yet). */
function stripeRefunds() {
  const made: { params: Stripe.RefundCreateParams; idempotencyKey: string | undefined }[] = [];
  const stripe = {
    refunds: {
      create: (params: Stripe.RefundCreateParams, options?: Stripe.RequestOptions) => {
        made.push({ params, idempotencyKey: options?.idempotencyKey });
        return Promise.resolve({ id: `re_${made.length}`, object: "refund", amount: params.amount });
      },
    },
  } as unknown as StripeRefunds;
  return { stripe, made };
}

const receive = ({ payload, signature }: { payload: string; signature: string }) =>
  handleStripeEvent(repos, verifyStripeEvent(payload, signature, LOCAL_STRIPE_KEYS.webhookSecret) as Stripe.Event, CONTEXT);

async function paidOrder() {
  const product = vinyl(1);
  await repos.storeProducts.create(product);
  const hold = (await openHold(product))!;
  await receive(delivery("checkout.session.completed", completed(hold)));
  return (await repos.storeOrders.get(hold.id))!;
}

const auditOf = (orderId: string) => repos.auditLog.recorder({ actor: STAFF, action: "refund", entity: "store_orders", entityId: orderId });

beforeEach(resetDatabase);

describe("refunding an order", () => {
  it("refunds part, then the rest, through Stripe; the order and the audit log record each at once", async () => {
    const order = await paidOrder();
    const { stripe, made } = stripeRefunds();

    const partial = await refundOrder(repos, stripe, order, 1000, STAFF, auditOf(order.id), NOW);
    expect(partial).toMatchObject({
      ok: true,
      order: { status: "partially_refunded", totals: { refunded: 1000 }, downloads_withdrawn: false },
    });
    const rest = await refundOrder(repos, stripe, (await repos.storeOrders.get(order.id))!, null, STAFF, auditOf(order.id), NOW);
    expect(rest).toMatchObject({ ok: true, order: { status: "refunded", totals: { refunded: 2900 }, downloads_withdrawn: true } });

    expect(made.map((m) => m.params)).toEqual([
      { payment_intent: order.stripe_payment_intent, amount: 1000, metadata: { order_id: order.id } },
      { payment_intent: order.stripe_payment_intent, amount: 1900, metadata: { order_id: order.id } },
    ]);
    expect(new Set(made.map((m) => m.idempotencyKey)).size).toBe(2);
    const entries = await repos.auditLog.page({ entity: "store_orders", entityId: order.id, limit: 10 });
    expect(entries.map((e) => [e.actor, e.action])).toEqual([
      [STAFF, "refund"],
      [STAFF, "refund"],
    ]);
  });

  it("Stripe's charge.refunded arriving after changes nothing more", async () => {
    const order = await paidOrder();
    const { stripe } = stripeRefunds();
    await refundOrder(repos, stripe, order, 1000, STAFF, auditOf(order.id), NOW);
    const charge = {
      id: `ch_${order.id}`,
      object: "charge",
      payment_intent: order.stripe_payment_intent,
      amount: 2900,
      amount_refunded: 1000,
      refunded: false,
    };
    await receive(delivery("charge.refunded", charge));
    const after = (await repos.storeOrders.get(order.id))!;
    expect(after).toMatchObject({ status: "partially_refunded", totals: { refunded: 1000 } });
    expect(after.events.filter((e) => e.type === "refunded")).toHaveLength(1);
  });

  it("refuses more than is left, a fully refunded order, and an order not paid through Stripe, without calling Stripe", async () => {
    const order = await paidOrder();
    const { stripe, made } = stripeRefunds();
    expect(await refundOrder(repos, stripe, order, 2901, STAFF, auditOf(order.id), NOW)).toEqual({ ok: false, reason: "too_large" });
    expect(
      await refundOrder(repos, stripe, { ...order, totals: { ...order.totals, refunded: 2900 } }, null, STAFF, auditOf(order.id), NOW),
    ).toEqual({ ok: false, reason: "fully_refunded" });
    expect(
      await refundOrder(repos, stripe, { ...order, source: "code", stripe_payment_intent: null }, null, STAFF, auditOf(order.id), NOW),
    ).toEqual({ ok: false, reason: "not_stripe" });
    expect(made).toEqual([]);
    expect(await repos.storeOrders.get(order.id)).toMatchObject({ status: "paid", totals: { refunded: 0 } });
  });
});
