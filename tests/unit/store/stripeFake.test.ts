import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CARD_DECLINED, LOCAL_TAX_RATE, localStripeFee, startStripeFake, STRIPE_TEST_CARDS } from "../../../scripts/stack/fakes/stripeFake";
import { paymentFee } from "../../../src/lib/server/store/stripeFees";
import type { RunningFake } from "../../../scripts/stack/fakes/jsonServer";
import { LOCAL_STRIPE_KEYS, stripeClient, verifyStripeEvent, type Stripe } from "../../../src/lib/integrations/stripeClient";

/** The product's side: a webhook that believes only what Stripe's signature check believes. */
let received: Stripe.Event[] = [];
let webhook: Server;
let fake: RunningFake;
let stripe: Stripe;

beforeAll(async () => {
  webhook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req
      .on("data", (c: Buffer) => chunks.push(c))
      .on("end", () => {
        try {
          received.push(
            verifyStripeEvent(
              Buffer.concat(chunks),
              req.headers["stripe-signature"] as string | undefined,
              LOCAL_STRIPE_KEYS.webhookSecret,
            ),
          );
          res.writeHead(200).end("{}");
        } catch {
          res.writeHead(400).end("{}");
        }
      });
  });
  await new Promise<void>((done) => webhook.listen(0, "127.0.0.1", done));
  fake = await startStripeFake(0, { webhookUrl: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/` });
  stripe = stripeClient({ secretKey: LOCAL_STRIPE_KEYS.secretKey, webhookSecret: LOCAL_STRIPE_KEYS.webhookSecret, apiUrl: fake.url });
});

afterAll(async () => {
  await fake.close();
  await new Promise((done) => webhook.close(done));
});

beforeEach(() => {
  received = [];
});

const newSession = () =>
  stripe.checkout.sessions.create({
    mode: "payment",
    line_items: [{ quantity: 1, price_data: { currency: "gbp", unit_amount: 900, product_data: { name: "Low Tide (digital album)" } } }],
    metadata: { hold_id: "hold-1" },
    customer_email: "buyer@example.com",
    success_url: "http://localhost:4321/store/thanks?session={CHECKOUT_SESSION_ID}",
    cancel_url: "http://localhost:4321/store/cancelled",
  });

/** The hosted page's form, posted as a browser without JavaScript posts it. */
const pay = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

describe("the local Stripe", () => {
  it("creates a session through the official SDK and serves its checkout page as a plain form", async () => {
    const session = await newSession();
    expect(session).toMatchObject({ status: "open", payment_status: "unpaid", amount_total: 900, metadata: { hold_id: "hold-1" } });
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ id: session.id, status: "open" });
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('<form method="post"');
    expect(page).toContain("Low Tide (digital album)");
  });

  it("a paid card sends checkout.session.completed signed as Stripe signs it, then 303 to the success URL", async () => {
    const session = await newSession();
    const answer = await pay(session.url!, { action: "pay", email: "buyer@example.com", card: "4242 4242 4242 4242" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`http://localhost:4321/store/thanks?session=${session.id}`);
    expect(received.map((e) => e.type)).toEqual(["checkout.session.completed"]);
    expect(received[0]!.data.object).toMatchObject({
      id: session.id,
      payment_status: "paid",
      metadata: { hold_id: "hold-1" },
      customer_details: { email: "buyer@example.com" },
    });
  });

  it("a declined card stays on the page with the message and sends nothing; cancel goes to the cancel URL", async () => {
    const session = await newSession();
    const declined = await pay(session.url!, { action: "pay", email: "buyer@example.com", card: STRIPE_TEST_CARDS.declined });
    expect(await declined.text()).toContain(CARD_DECLINED);
    expect(received).toEqual([]);
    const cancelled = await pay(session.url!, { action: "cancel" });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe("http://localhost:4321/store/cancelled");
  });

  it("asks for an address in the allowed countries and a rate when something ships, and sends what the buyer chose with the paid session", async () => {
    const session = await stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [{ quantity: 2, price_data: { currency: "gbp", unit_amount: 2500, product_data: { name: "Low Tide (LP)" } } }],
      metadata: { hold_id: "hold-2" },
      success_url: "http://localhost:4321/store/thanks?session={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:4321/store/cancelled",
      shipping_address_collection: { allowed_countries: ["FR", "GB"] },
      shipping_options: [
        { shipping_rate_data: { type: "fixed_amount", display_name: "UK", fixed_amount: { amount: 500, currency: "gbp" } } },
        { shipping_rate_data: { type: "fixed_amount", display_name: "Europe", fixed_amount: { amount: 1200, currency: "gbp" } } },
      ],
    });
    expect(session).toMatchObject({ amount_total: 5000, shipping_address_collection: { allowed_countries: ["FR", "GB"] } });
    const [uk] = session.shipping_options;
    expect(uk).toMatchObject({ shipping_amount: 500 });
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain("Shipping address");
    expect(page).toContain("Europe — 12.00 GBP");
    const address = {
      action: "pay",
      email: "buyer@example.com",
      card: STRIPE_TEST_CARDS.paid,
      ship_name: "Ada Buyer",
      ship_line1: "1 Quay St",
      ship_city: "Bristol",
      ship_postal_code: "BS1 1AA",
      shipping_rate: String(uk!.shipping_rate),
    };
    const abroad = await pay(session.url!, { ...address, ship_country: "US" });
    expect(abroad.status).toBe(400);
    expect(await abroad.text()).toContain("We do not ship to that country.");
    expect(received).toEqual([]);
    expect((await pay(session.url!, { ...address, ship_country: "GB" })).status).toBe(303);
    expect(received[0]!.data.object).toMatchObject({
      amount_total: 5500,
      total_details: { amount_shipping: 500 },
      shipping_cost: { amount_total: 500, shipping_rate: uk!.shipping_rate },
      collected_information: {
        shipping_details: { name: "Ada Buyer", address: { line1: "1 Quay St", city: "Bristol", postal_code: "BS1 1AA", country: "GB" } },
      },
    });
  });

  it("with automatic tax, adds its own rule's tax (20 % of the lines and the shipping) and keeps each line's tax code", async () => {
    const session = await stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [
        { quantity: 1, price_data: { currency: "gbp", unit_amount: 1000, product_data: { name: "Low Tide", tax_code: "txcd_10401100" } } },
      ],
      metadata: { hold_id: "hold-3" },
      success_url: "http://localhost:4321/store/thanks?session={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:4321/store/cancelled",
      automatic_tax: { enabled: true },
    });
    expect(LOCAL_TAX_RATE).toBe(0.2);
    expect(session).toMatchObject({
      amount_subtotal: 1000,
      amount_total: 1200,
      total_details: { amount_tax: 200 },
      automatic_tax: { enabled: true },
    });
    expect((session as unknown as { line_items: { tax_code: string | null }[] }).line_items).toMatchObject([{ tax_code: "txcd_10401100" }]);
    await pay(session.url!, { action: "pay", email: "buyer@example.com", card: STRIPE_TEST_CARDS.paid });
    expect(received[0]!.data.object).toMatchObject({ amount_total: 1200, total_details: { amount_tax: 200 } });
    // Without it, no tax.
    expect(await newSession()).toMatchObject({ amount_total: 900, total_details: { amount_tax: 0 } });
  });

  it("expiring a session sends checkout.session.expired; a refund sends charge.refunded, once per idempotency key", async () => {
    const open = await newSession();
    await stripe.checkout.sessions.expire(open.id);
    expect(received.map((e) => e.type)).toEqual(["checkout.session.expired"]);

    const session = await newSession();
    await pay(session.url!, { action: "pay", email: "buyer@example.com", card: STRIPE_TEST_CARDS.paid });
    const paymentIntent = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
    received = [];
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 400 }, { idempotencyKey: "refund-a" });
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 400 }, { idempotencyKey: "refund-a" });
    expect(received.map((e) => [e.type, (e.data.object as Stripe.Charge).amount_refunded])).toEqual([["charge.refunded", 400]]);
    await expect(stripe.refunds.create({ payment_intent: paymentIntent, amount: 600 })).rejects.toThrow(/greater than unrefunded/);
  });

  it("a payment's charge has a balance transaction with the local fee (1.5 % + 20), read through the SDK expanded or by its id", async () => {
    expect([localStripeFee(900), localStripeFee(950), localStripeFee(0), localStripeFee(100_000)]).toEqual([34, 34, 20, 1520]);
    const session = await newSession();
    await pay(session.url!, { action: "pay", email: "buyer@example.com", card: STRIPE_TEST_CARDS.paid });
    const paymentIntent = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
    expect(await paymentFee(stripe, paymentIntent)).toBe(34);
    const intent = await stripe.paymentIntents.retrieve(paymentIntent, { expand: ["latest_charge"] });
    const transactionId = (intent.latest_charge as Stripe.Charge).balance_transaction as string;
    expect(await stripe.balanceTransactions.retrieve(transactionId)).toMatchObject({ amount: 900, fee: 34, net: 866, type: "charge" });
    await expect(stripe.paymentIntents.retrieve("pi_unknown")).rejects.toThrow(/No such payment_intent/);
  });
});
