/**
 * Stripe's webhook events, acted on exactly once (docs/store.md#orders).
 * Each effect is one transaction that creates the event's record
 * (`store_webhook_events/{event id}`) and, for a paid checkout, the order
 * whose id is the hold's: a replay or a duplicate delivery fails on the
 * taken id and changes nothing. The order is made from the hold (the
 * server's prices), never from amounts in the event, except what only
 * Stripe knows: the email, the address, shipping and tax as charged.
 */
import type Stripe from "stripe";
import type { Repositories } from "../../data";
import { LABEL_LIST, isFanListConsentVersion } from "../../domain/fans";
import { isAlreadyExists } from "../../data/firestoreErrors";
import { SYSTEM_ACTOR } from "../../domain/publishing";
import { todayIsoDate } from "../../domain/shared";
import { newDownloadToken } from "../../domain/store";
import { refundedStatus, type Order } from "../../domain/store";
import { receiptEmail } from "../../domain/store";
import type { ServerConfig } from "../../config";
import { signUp } from "../fans/fanList";

type StoreRepos = Pick<Repositories, "db" | "storeOrders" | "storeHolds" | "stockUnits" | "storeWebhookEvents" | "mail" | "contentChanges">;

export interface StoreEventContext {
  labelName: string;
  timeZone: string;
  siteUrl: string;
  now?: Date;
  /** Stripe's fee on a payment intent (paymentFee through the SDK); without it the order's fees stay unknown (null). */
  feeOf?: (paymentIntent: string) => Promise<number | null>;
}

export type EventOutcome = "order_created" | "hold_released" | "refund_recorded" | "duplicate" | "ignored";

export async function handleStripeEvent(repos: StoreRepos, event: Stripe.Event, context: StoreEventContext): Promise<EventOutcome> {
  switch (event.type) {
    case "checkout.session.completed":
      return completeCheckout(repos, event.id, event.data.object, context);
    case "checkout.session.expired":
      return releaseHold(repos, event.id, event.data.object.metadata?.hold_id ?? null, context.now ?? new Date());
    case "charge.refunded":
      return recordRefund(repos, event.id, event.data.object, context.now ?? new Date());
    default:
      return "ignored";
  }
}

/** Stripe's idea of the address, as the order keeps it. */
function addressOf(session: Stripe.Checkout.Session): Order["shipping_address"] {
  const details = session.collected_information?.shipping_details;
  if (!details?.address) return null;
  const a = details.address;
  return {
    name: details.name ?? "",
    line1: a.line1 ?? "",
    line2: a.line2 ?? null,
    city: a.city ?? "",
    postal_code: a.postal_code ?? null,
    state: a.state ?? null,
    country: a.country ?? "",
  };
}

const paymentIntentOf = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);

/**
 * Stripe's fee on the session's payment, read before the order's
 * transaction. Null when it cannot be read now: the order (and the buyer's
 * receipt) is never held back for a figure only the sales report uses,
 * which counts an unknown fee as 0.
 */
async function sessionFee(session: Stripe.Checkout.Session, context: StoreEventContext): Promise<number | null> {
  const paymentIntent = paymentIntentOf(session);
  if (!paymentIntent || !context.feeOf) return null;
  return context.feeOf(paymentIntent).catch(() => null);
}

/** Runs `body`; a transaction refused because its record was created before is a duplicate. */
async function once(body: () => Promise<EventOutcome>): Promise<EventOutcome> {
  try {
    return await body();
  } catch (error) {
    if (isAlreadyExists(error)) return "duplicate";
    throw error;
  }
}

async function completeCheckout(
  repos: StoreRepos,
  eventId: string,
  session: Stripe.Checkout.Session,
  context: StoreEventContext,
): Promise<EventOutcome> {
  const holdId = session.metadata?.hold_id;
  if (!holdId || session.payment_status !== "paid") return "ignored";
  const now = context.now ?? new Date();
  const fees = await sessionFee(session, context);
  return once(() =>
    repos.db.runTransaction(async (tx) => {
      const hold = await repos.storeHolds.getInTransaction(tx, holdId);
      if (!hold) return "ignored";
      const existing = await repos.storeOrders.getInTransaction(tx, hold.id);
      if (existing) return "duplicate";
      const email = session.customer_details?.email ?? hold.email ?? "";
      const subtotal = hold.items.reduce((sum, item) => sum + item.amount, 0);
      const shipping = session.total_details?.amount_shipping ?? 0;
      const tax = session.total_details?.amount_tax ?? 0;
      const hasDownloads = hold.items.some((item) => item.includes_digital);
      const order: Order = {
        id: hold.id,
        number: hold.order_number,
        email,
        email_key: email.trim().toLowerCase(),
        source: "stripe",
        status: "paid",
        currency: hold.currency,
        items: hold.items,
        totals: { subtotal, shipping, tax, total: session.amount_total ?? subtotal + shipping + tax, fees, refunded: 0 },
        artist_ids: [...new Set(hold.items.flatMap((item) => (item.artist_id ? [item.artist_id] : [])))],
        release_ids: [...new Set(hold.items.flatMap((item) => (item.release_id ? [item.release_id] : [])))],
        shipping_address: addressOf(session),
        fulfilment: { state: hold.ships ? "to_ship" : "not_required", carrier: null, tracking: null, shipped_at: null },
        download_token: newDownloadToken(),
        downloads_withdrawn: false,
        downloads: 0,
        stripe_session_id: session.id,
        stripe_payment_intent: paymentIntentOf(session),
        fee_pending: fees === null && paymentIntentOf(session) !== null,
        code: null,
        events: [
          { type: "paid", at: now, actor: null, detail: "" },
          { type: "receipt_queued", at: now, actor: null, detail: email },
        ],
        created_at: now,
        sale_day: todayIsoDate(now, context.timeZone),
      };
      // The order first: on the local emulator a refused create ends the transaction before anything else is written.
      repos.storeOrders.createIn(tx, order);
      repos.storeWebhookEvents.createIn(tx, { id: eventId, type: "checkout.session.completed", received_at: now, subject_id: hold.id });
      repos.storeHolds.close(tx, hold, "paid", now);
      repos.stockUnits.markSold(tx, hold.unit_ids, hold.id, now);
      // Units sold change what the pages say is left ("Only 2 left", "Sold out").
      for (const productId of new Set(hold.items.flatMap((item) => (item.type === "physical" ? [item.product_id] : [])))) {
        repos.contentChanges.queueStoreChange(tx, productId, { kind: "update", actor: SYSTEM_ACTOR, at: now });
      }
      const downloadUrl = hasDownloads ? `${context.siteUrl.replace(/\/+$/, "")}/download/${order.download_token}` : null;
      repos.mail.createIn(tx, {
        id: `store-receipt-${order.id}`,
        to: email,
        message: receiptEmail({ order, labelName: context.labelName, downloadUrl }),
        created_at: now,
      });
      return "order_created" as const;
    }),
  );
}

/** An expired or cancelled checkout: its hold closes and its units are free for the next buyer. */
export async function releaseHold(repos: StoreRepos, eventId: string | null, holdId: string | null, now: Date): Promise<EventOutcome> {
  if (!holdId) return "ignored";
  const released = await once(() =>
    repos.db.runTransaction(async (tx) => {
      const hold = await repos.storeHolds.getInTransaction(tx, holdId);
      if (!hold || hold.state !== "open") return "duplicate";
      if (eventId)
        repos.storeWebhookEvents.createIn(tx, { id: eventId, type: "checkout.session.expired", received_at: now, subject_id: hold.id });
      repos.storeHolds.close(tx, hold, "released", now);
      return "hold_released" as const;
    }),
  );
  if (released === "hold_released") {
    const hold = await repos.storeHolds.get(holdId);
    await repos.stockUnits.freeHeldBy(hold?.unit_ids ?? [], holdId);
  }
  return released;
}

/** A refund Stripe made (from the admin's REFUND or Stripe's dashboard): the total refunded as Stripe counts it; a full refund withdraws the downloads. */
async function recordRefund(repos: StoreRepos, eventId: string, charge: Stripe.Charge, now: Date): Promise<EventOutcome> {
  const paymentIntent = typeof charge.payment_intent === "string" ? charge.payment_intent : (charge.payment_intent?.id ?? null);
  if (!paymentIntent) return "ignored";
  const found = await repos.storeOrders.getByPaymentIntent(paymentIntent);
  if (!found) return "ignored";
  return once(() =>
    repos.db.runTransaction(async (tx) => {
      const order = await repos.storeOrders.getInTransaction(tx, found.id);
      if (!order) return "ignored";
      repos.storeWebhookEvents.createIn(tx, { id: eventId, type: "charge.refunded", received_at: now, subject_id: order.id });
      repos.storeOrders.replaceIn(tx, withRefund(order, charge.amount_refunded, now, null));
      return "refund_recorded" as const;
    }),
  );
}

/** The order with `refundedTotal` refunded in all (never less than already recorded: events arrive out of order). */
export function withRefund(order: Order, refundedTotal: number, at: Date, actor: string | null): Order {
  const refunded = Math.min(order.totals.total, Math.max(order.totals.refunded, refundedTotal));
  if (refunded === order.totals.refunded) return order;
  const status = refundedStatus(order.totals.total, refunded);
  return {
    ...order,
    status,
    totals: { ...order.totals, refunded },
    downloads_withdrawn: order.downloads_withdrawn || status === "refunded",
    events: [...order.events, { type: "refunded" as const, at, actor, detail: String(refunded - order.totals.refunded) }].slice(-200),
  };
}

/**
 * A paid checkout whose buyer ticked the cart's fan-list box: the fan
 * list's own signup (a pending record with the consent wording the cart
 * showed, and one confirmation mail), for the address Stripe took. Run on
 * every delivery of the event, a duplicate too, after the order's
 * transaction: signUp writes once per address, so a delivery that failed
 * between the order and the signup is completed by Stripe's retry.
 */
export async function joinFanListIfOptedIn(
  repos: Repositories,
  event: Stripe.Event,
  config: Pick<ServerConfig, "reminderSecret" | "emailPreferencesUrl">,
  now = new Date(),
): Promise<void> {
  if (event.type !== "checkout.session.completed") return;
  const holdId = event.data.object.metadata?.hold_id;
  if (!holdId) return;
  const [hold, order] = await Promise.all([repos.storeHolds.get(holdId), repos.storeOrders.get(holdId)]);
  const version = hold?.fan_list_opt_in?.version;
  if (!order || !isFanListConsentVersion(version)) return;
  await signUp(repos, { email: order.email, list: LABEL_LIST, source: "store_checkout", consent: version }, config, now);
}
