/**
 * A local Stripe (docs/store.md#local-stripe): the subset of the API the
 * store calls, and Stripe Checkout's hosted page at each session's `url`, a
 * plain HTML form that works without JavaScript. Paying with 4242 4242 4242
 * 4242 sends `checkout.session.completed`, signed as Stripe signs it, to the
 * product's webhook and then goes 303 to the session's success_url; 4000 0000
 * 0000 0002 stays on the page with "Your card was declined."; CANCEL goes to
 * the cancel_url. Refunds send `charge.refunded`. A payment makes a charge
 * and its balance transaction, whose fee is LOCAL_STRIPE_FEE's rule, read
 * through `GET /v1/payment_intents/:id` (expanding `latest_charge` and
 * `latest_charge.balance_transaction`) and `GET /v1/balance_transactions/:id`.
 * `POST /_local/balance-transaction-delay` (form `reads=N`, tests only) makes
 * the next charge's balance transaction not ready for its first N reads, as
 * Stripe answers before a charge settles. State lives in memory.
 */
import { randomBytes } from "node:crypto";
import { LOCAL_STRIPE_KEYS, stripeSignatureHeader } from "../../../src/lib/integrations/stripeClient";
import { startJsonServer, type RunningFake } from "./jsonServer";

export const STRIPE_TEST_CARDS = { paid: "4242424242424242", declined: "4000000000000002" } as const;
export const CARD_DECLINED = "Your card was declined.";
/** The local Stripe's own tax rule when a session asks for automatic tax: 20 % of the lines and the shipping, added on top (rounded to the minor unit). */
export const LOCAL_TAX_RATE = 0.2;

type Form = Record<string, unknown>;

/** The local Stripe's fee on a charge: 1.5 % of the amount (rounded half up) plus 20 minor units, a simple stand-in for Stripe's own card pricing. */
export const LOCAL_STRIPE_FEE = { percent: 1.5, fixed: 20 } as const;
export const localStripeFee = (amount: number) => Math.round((amount * LOCAL_STRIPE_FEE.percent) / 100) + LOCAL_STRIPE_FEE.fixed;

interface Charge {
  id: string;
  object: "charge";
  amount: number;
  currency: string;
  payment_intent: string;
  balance_transaction: string;
  paid: true;
  status: "succeeded";
}

interface BalanceTransaction {
  id: string;
  object: "balance_transaction";
  type: "charge";
  amount: number;
  fee: number;
  net: number;
  currency: string;
  source: string;
  fee_details: { amount: number; currency: string; type: "stripe_fee"; description: string }[];
  created: number;
}

/** Stripe's form encoding (`line_items[0][price_data][unit_amount]=700`) back into objects and arrays. */
export function parseStripeForm(body: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

interface Session {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  mode: string;
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  expires_at: number;
  total_details: { amount_shipping: number; amount_tax: number; amount_discount: number };
  /** The countries it ships to, when the product asked for an address. */
  shipping_address_collection: { allowed_countries: string[] } | null;
  /** The rates offered (Stripe echoes each as a shipping rate). */
  shipping_options: { shipping_amount: number; shipping_rate: string; display_name: string }[];
  /** The rate the buyer chose, once paid. */
  shipping_cost: { amount_total: number; shipping_rate: string } | null;
  collected_information: { shipping_details: { name: string; address: Address } } | null;
  line_items: { description: string; amount: number; quantity: number; tax_code: string | null }[];
  automatic_tax: { enabled: boolean; status: "complete" | null };
  refunded: number;
}

interface Address {
  line1: string;
  line2: string | null;
  city: string;
  postal_code: string | null;
  state: string | null;
  country: string;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const taxOn = (enabled: boolean, amount: number) => (enabled ? Math.round(amount * LOCAL_TAX_RATE) : 0);

function newSession(form: Form, base: string): Session {
  const items = ((form.line_items as Form[] | undefined) ?? []).map((item) => {
    const price = (item.price_data ?? {}) as Form;
    const product = (price.product_data ?? {}) as Form;
    const quantity = Number(item.quantity ?? 1);
    return {
      description: String(product.name ?? "Item"),
      amount: Number(price.unit_amount ?? 0) * quantity,
      quantity,
      currency: String(price.currency ?? "gbp"),
      tax_code: typeof product.tax_code === "string" ? product.tax_code : null,
    };
  });
  const shippingOptions = ((form.shipping_options as Form[] | undefined) ?? []).map((option) => {
    const rate = (option.shipping_rate_data ?? {}) as Form;
    return {
      shipping_amount: Number(((rate.fixed_amount ?? {}) as Form).amount ?? 0),
      shipping_rate: id("shr"),
      display_name: String(rate.display_name ?? "Shipping"),
    };
  });
  const collection = form.shipping_address_collection as { allowed_countries?: string[] } | undefined;
  const subtotal = items.reduce((sum, item) => sum + item.amount, 0);
  const automaticTax = ((form.automatic_tax ?? {}) as Form).enabled === "true";
  const sessionId = id("cs_test");
  return {
    id: sessionId,
    object: "checkout.session",
    url: `${base}/pay/${sessionId}`,
    status: "open",
    payment_status: "unpaid",
    mode: String(form.mode ?? "payment"),
    currency: items[0]?.currency ?? "gbp",
    amount_subtotal: subtotal,
    // Shipping is added when the buyer chooses a rate on the page, and tax on both then.
    amount_total: subtotal + taxOn(automaticTax, subtotal),
    customer_email: typeof form.customer_email === "string" ? form.customer_email : null,
    customer_details: null,
    metadata: (form.metadata as Record<string, string> | undefined) ?? {},
    success_url: String(form.success_url ?? ""),
    cancel_url: String(form.cancel_url ?? ""),
    payment_intent: null,
    expires_at: Number(form.expires_at ?? now() + 24 * 3600),
    total_details: { amount_shipping: 0, amount_tax: taxOn(automaticTax, subtotal), amount_discount: 0 },
    automatic_tax: { enabled: automaticTax, status: automaticTax ? "complete" : null },
    shipping_address_collection: collection?.allowed_countries ? { allowed_countries: collection.allowed_countries } : null,
    shipping_options: shippingOptions,
    shipping_cost: null,
    collected_information: null,
    line_items: items.map(({ description, amount, quantity, tax_code }) => ({ description, amount, quantity, tax_code })),
    refunded: 0,
  };
}

function payPage(session: Session, message: string | null): string {
  const money = (minor: number) => `${(minor / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
  const rows = session.line_items.map((item) => `<li>${escape(item.description)} × ${item.quantity}: ${money(item.amount)}</li>`).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pay — local Stripe</title></head><body>
<main><h1>Local Stripe Checkout</h1><ul>${rows}</ul>${session.automatic_tax.enabled ? `<p>Tax: ${money(session.total_details.amount_tax)}</p>` : ""}<p>Total: ${money(session.amount_total)}</p>
${message ? `<p role="alert">${escape(message)}</p>` : ""}
<form method="post" action="/pay/${session.id}">
<label>Email <input name="email" type="email" required value="${escape(session.customer_email ?? "")}"></label>
${shippingFields(session)}
<label>Card number <input name="card" inputmode="numeric" required></label>
<button type="submit" name="action" value="pay">Pay</button>
</form>
<form method="post" action="/pay/${session.id}"><button type="submit" name="action" value="cancel">Cancel</button></form>
</main></body></html>`;
}

/** The address and rate fields, when the session ships something. */
function shippingFields(session: Session): string {
  const countries = session.shipping_address_collection?.allowed_countries;
  if (!countries) return "";
  const money = (minor: number) => `${(minor / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
  return `<fieldset><legend>Shipping address</legend>
<label>Name <input name="ship_name" required></label>
<label>Address line 1 <input name="ship_line1" required></label>
<label>City <input name="ship_city" required></label>
<label>Postal code <input name="ship_postal_code"></label>
<label>Country <select name="ship_country" required>${countries.map((c) => `<option value="${escape(c)}">${escape(c)}</option>`).join("")}</select></label>
</fieldset>
<label>Shipping rate <select name="shipping_rate" required>${session.shipping_options.map((o) => `<option value="${escape(o.shipping_rate)}">${escape(o.display_name)} — ${money(o.shipping_amount)}</option>`).join("")}</select></label>`;
}

/** The address and rate the buyer chose, or what is wrong with them (the page shows it, as Stripe's does). */
function chosenShipping(
  session: Session,
  form: URLSearchParams,
):
  | { cost: NonNullable<Session["shipping_cost"]>; details: NonNullable<Session["collected_information"]>["shipping_details"] }
  | string
  | null {
  if (!session.shipping_address_collection) return null;
  const field = (name: string) => (form.get(name) ?? "").trim();
  const country = field("ship_country").toUpperCase();
  if (!session.shipping_address_collection.allowed_countries.includes(country)) return "We do not ship to that country.";
  if (!field("ship_name") || !field("ship_line1") || !field("ship_city")) return "Please enter your shipping address.";
  const rate = session.shipping_options.find((o) => o.shipping_rate === field("shipping_rate"));
  if (!rate) return "Please choose a shipping rate.";
  return {
    cost: { amount_total: rate.shipping_amount, shipping_rate: rate.shipping_rate },
    details: {
      name: field("ship_name"),
      address: {
        line1: field("ship_line1"),
        line2: null,
        city: field("ship_city"),
        postal_code: field("ship_postal_code") || null,
        state: null,
        country,
      },
    },
  };
}

export interface StripeFakeOptions {
  /** The product's webhook URL, where events are sent signed. */
  webhookUrl: string;
  webhookSecret?: string;
}

export async function startStripeFake(port: number, options: StripeFakeOptions): Promise<RunningFake> {
  const sessions = new Map<string, Session>();
  const charges = new Map<string, Charge>();
  const balanceTransactions = new Map<string, BalanceTransaction>();
  /** Reads of a payment intent's balance transaction still to answer "not ready" (`balance_transaction: null`). */
  const notReady = new Map<string, number>();
  let nextChargeNotReady = 0;

  /** The charge of a paid session and its balance transaction, with the local fee. */
  function recordCharge(session: Session, paymentIntent: string): void {
    const fee = localStripeFee(session.amount_total);
    const transaction: BalanceTransaction = {
      id: id("txn"),
      object: "balance_transaction",
      type: "charge",
      amount: session.amount_total,
      fee,
      net: session.amount_total - fee,
      currency: session.currency,
      source: `ch_${paymentIntent.slice(3)}`,
      fee_details: [{ amount: fee, currency: session.currency, type: "stripe_fee", description: "Stripe processing fees" }],
      created: now(),
    };
    balanceTransactions.set(transaction.id, transaction);
    if (nextChargeNotReady > 0) notReady.set(paymentIntent, nextChargeNotReady);
    nextChargeNotReady = 0;
    charges.set(paymentIntent, {
      id: transaction.source,
      object: "charge",
      amount: session.amount_total,
      currency: session.currency,
      payment_intent: paymentIntent,
      balance_transaction: transaction.id,
      paid: true,
      status: "succeeded",
    });
  }
  const replies = new Map<string, unknown>();
  const secret = options.webhookSecret ?? LOCAL_STRIPE_KEYS.webhookSecret;
  let base = "";

  /** Sends an event as Stripe does; a webhook that does not answer 2xx is retried a few times. */
  async function send(type: string, object: object): Promise<void> {
    const payload = JSON.stringify({
      id: id("evt"),
      object: "event",
      api_version: "2025-01-01",
      created: now(),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: null,
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await fetch(options.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": stripeSignatureHeader(payload, secret) },
        body: payload,
      }).catch(() => null);
      if (response?.ok) return;
    }
    console.error(`[local Stripe] ${type} was not accepted by ${options.webhookUrl}`);
  }

  const html = (body: string, status = 200) => ({ status, body, headers: { "content-type": "text/html; charset=utf-8" } });
  const redirect = (location: string) => ({ status: 303, body: "", headers: { location } });
  const notFound = (what: string) => ({ status: 404, body: { error: { type: "invalid_request_error", message: `No such ${what}` } } });

  const fake = await startJsonServer("Stripe", port, async ({ method, url, headers, body }) => {
    const path = url.pathname;
    const key = typeof headers["idempotency-key"] === "string" ? `${path} ${headers["idempotency-key"]}` : null;
    if (key && replies.has(key)) return { body: replies.get(key) };
    const remember = (reply: unknown) => (key && replies.set(key, reply), { body: reply });

    if (method === "POST" && path === "/v1/checkout/sessions") {
      const session = newSession(parseStripeForm(body), base);
      sessions.set(session.id, session);
      return remember(session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionMatch) {
      const session = sessions.get(sessionMatch[1]!);
      if (!session) return notFound("checkout session");
      if (method === "POST" && sessionMatch[2]) {
        if (session.status !== "open")
          return { status: 400, body: { error: { type: "invalid_request_error", message: "Only open sessions can be expired" } } };
        session.status = "expired";
        await send("checkout.session.expired", session);
      }
      return { body: session };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const form = parseStripeForm(body);
      const session = [...sessions.values()].find((s) => s.payment_intent === form.payment_intent);
      if (!session) return notFound("payment_intent");
      const amount = form.amount ? Number(form.amount) : session.amount_total - session.refunded;
      if (amount <= 0 || session.refunded + amount > session.amount_total)
        return {
          status: 400,
          body: { error: { type: "invalid_request_error", message: "Refund amount is greater than unrefunded amount on charge" } },
        };
      session.refunded += amount;
      const charge = {
        id: `ch_${session.payment_intent!.slice(3)}`,
        object: "charge",
        payment_intent: session.payment_intent,
        amount: session.amount_total,
        amount_refunded: session.refunded,
        refunded: session.refunded === session.amount_total,
      };
      await send("charge.refunded", charge);
      return remember({
        id: id("re"),
        object: "refund",
        amount,
        payment_intent: session.payment_intent,
        status: "succeeded",
        metadata: form.metadata ?? {},
      });
    }
    const intentMatch = method === "GET" ? /^\/v1\/payment_intents\/([^/]+)$/.exec(path) : null;
    if (intentMatch) {
      const paid = charges.get(intentMatch[1]!);
      if (!paid) return notFound("payment_intent");
      // `expand[]` as the SDK sends it: the charge, and its balance transaction within it.
      const expand = [...url.searchParams].filter(([name]) => name.startsWith("expand")).map(([, value]) => value);
      const delayed = notReady.get(paid.payment_intent) ?? 0;
      if (delayed > 0) notReady.set(paid.payment_intent, delayed - 1);
      const latestCharge =
        delayed > 0
          ? { ...paid, balance_transaction: null }
          : expand.includes("latest_charge.balance_transaction")
            ? { ...paid, balance_transaction: balanceTransactions.get(paid.balance_transaction) }
            : expand.includes("latest_charge")
              ? paid
              : paid.id;
      return {
        body: {
          id: paid.payment_intent,
          object: "payment_intent",
          amount: paid.amount,
          currency: paid.currency,
          status: "succeeded",
          latest_charge: latestCharge,
        },
      };
    }
    const transactionMatch = method === "GET" ? /^\/v1\/balance_transactions\/([^/]+)$/.exec(path) : null;
    if (transactionMatch) {
      const transaction = balanceTransactions.get(transactionMatch[1]!);
      return transaction ? { body: transaction } : notFound("balance_transaction");
    }
    if (method === "POST" && path === "/_local/balance-transaction-delay") {
      nextChargeNotReady = Math.max(0, Number(new URLSearchParams(body).get("reads")) || 0);
      return { body: { reads: nextChargeNotReady } };
    }
    const payMatch = /^\/pay\/([^/]+)$/.exec(path);
    if (payMatch) {
      const session = sessions.get(payMatch[1]!);
      if (!session) return html("<p>No such checkout.</p>", 404);
      if (session.status !== "open") return html("<p>This checkout is no longer open.</p>", 410);
      if (method !== "POST") return html(payPage(session, null));
      const form = new URLSearchParams(body);
      if (form.get("action") === "cancel") return redirect(session.cancel_url);
      const card = (form.get("card") ?? "").replace(/\D/g, "");
      if (card !== STRIPE_TEST_CARDS.paid) return html(payPage(session, CARD_DECLINED), 402);
      const shipping = chosenShipping(session, form);
      if (typeof shipping === "string") return html(payPage(session, shipping), 400);
      if (shipping) {
        session.shipping_cost = shipping.cost;
        session.collected_information = { shipping_details: shipping.details };
        session.total_details.amount_shipping = shipping.cost.amount_total;
        session.total_details.amount_tax = taxOn(session.automatic_tax.enabled, session.amount_subtotal + shipping.cost.amount_total);
        session.amount_total = session.amount_subtotal + shipping.cost.amount_total + session.total_details.amount_tax;
      }
      session.status = "complete";
      session.payment_status = "paid";
      session.payment_intent = id("pi");
      session.customer_details = { email: form.get("email") || session.customer_email };
      recordCharge(session, session.payment_intent);
      await send("checkout.session.completed", session);
      return redirect(session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id));
    }
    return notFound("route");
  });
  base = fake.url;
  return fake;
}
