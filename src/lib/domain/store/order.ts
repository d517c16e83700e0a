/**
 * An order (docs/store.md#orders): made once, by the webhook that says a
 * checkout is paid (source "stripe") or by redeeming a download code
 * (source "code", amount 0). Amounts in minor units of `currency`.
 */
import { z } from "zod";
import { idSchema } from "../shared/fields";
import { currencySchema, minorAmountSchema } from "./money";
import { downloadFormatSchema, PHYSICAL_KINDS } from "./product";
import { shippingAddressSchema } from "./shipping";

export const ORDER_STATUSES = ["paid", "refunded", "partially_refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_SOURCES = ["stripe", "code"] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** One line of an order, at the price the server set when the checkout started. */
export const orderItemSchema = z.object({
  product_id: idSchema,
  type: z.enum(["digital", "physical"]),
  /** physical only */
  kind: z.enum(PHYSICAL_KINDS).nullable().default(null),
  release_id: idSchema.nullable(),
  /** Whose sales it counts in (the scope of store grants). */
  artist_id: idSchema.nullable(),
  /** A single track; null for the album or a physical product. */
  track_id: idSchema.nullable().default(null),
  variant_id: z.string().nullable().default(null),
  sku: z.string().nullable().default(null),
  /** "Album Title — Artist", "Album Title (LP)", "Shirt — M / Black": as the receipt reads it. */
  title: z.string().min(1),
  quantity: z.int().min(1),
  unit_amount: minorAmountSchema,
  /** unit_amount × quantity */
  amount: minorAmountSchema,
  /** Ships (needs an address and a shipping rate). */
  ships: z.boolean(),
  /** Its downloads come with the order (a digital item, or a bundle). */
  includes_digital: z.boolean(),
  /** The formats offered for its downloads (copied from the product at checkout). */
  formats: z.array(downloadFormatSchema).default([]),
});
export type OrderItem = z.output<typeof orderItemSchema>;

export const orderTotalsSchema = z.object({
  subtotal: minorAmountSchema,
  shipping: minorAmountSchema,
  tax: minorAmountSchema,
  /** What the buyer paid: subtotal + shipping + tax. */
  total: minorAmountSchema,
  /** Stripe's fees, from the charge's balance transaction; null until known. */
  fees: minorAmountSchema.nullable().default(null),
  /** Refunded so far. */
  refunded: minorAmountSchema.default(0),
});
export type OrderTotals = z.output<typeof orderTotalsSchema>;

export const ORDER_EVENT_TYPES = ["paid", "redeemed", "refunded", "shipped", "download_link_sent", "downloaded", "receipt_queued"] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** One thing that happened to an order, for its detail screen. */
export const orderEventSchema = z.object({
  type: z.enum(ORDER_EVENT_TYPES),
  at: z.date(),
  /** A staff member's uid, or null for the buyer, Stripe or a job. */
  actor: z.string().nullable().default(null),
  /** Amount refunded, carrier and tracking, format downloaded… */
  detail: z.string().max(500).default(""),
});
export type OrderEvent = z.output<typeof orderEventSchema>;
/** The events an order keeps (downloads beyond this are counted, not logged one by one). */
export const ORDER_EVENTS_MAX = 200;

export const FULFILMENT_STATES = ["not_required", "to_ship", "shipped"] as const;
export const fulfilmentSchema = z.object({
  state: z.enum(FULFILMENT_STATES),
  carrier: z.string().max(100).nullable().default(null),
  tracking: z.string().max(100).nullable().default(null),
  shipped_at: z.date().nullable().default(null),
});
export type Fulfilment = z.output<typeof fulfilmentSchema>;

export const orderSchema = z.object({
  /** The checkout hold's id (stripe) or the code's (code): a second create of the same order is refused. */
  id: idSchema,
  /** What the buyer and staff quote: orderNumber(). */
  number: z.string().min(1),
  email: z.string().min(1),
  /** Lowercased email: orders are found by it. */
  email_key: z.string().min(1),
  source: z.enum(ORDER_SOURCES),
  status: z.enum(ORDER_STATUSES),
  currency: currencySchema,
  items: z.array(orderItemSchema).min(1),
  totals: orderTotalsSchema,
  /** The artists of its items (the scope of store grants: an order is visible to an artist's editor when it holds their item). */
  artist_ids: z.array(z.string()).default([]),
  release_ids: z.array(z.string()).default([]),
  shipping_address: shippingAddressSchema.nullable().default(null),
  fulfilment: fulfilmentSchema,
  /** The unguessable token of the download page `/download/{token}` (downloadToken()). */
  download_token: z.string().min(20),
  /** Set by a full refund: the download page refuses from then on. */
  downloads_withdrawn: z.boolean().default(false),
  downloads: z.int().min(0).default(0),
  /** Stripe's ids of the payment (source "stripe"); top-level, as the local Firestore filters on no nested field. */
  stripe_session_id: z.string().nullable().default(null),
  stripe_payment_intent: z.string().nullable().default(null),
  /**
   * Stripe's fee on the payment could not be read when it was paid
   * (`totals.fees` null): the store-fees job reads it again. Top-level, so
   * the job can query it.
   */
  fee_pending: z.boolean().default(false),
  /** The code redeemed (source "code"). */
  code: z.string().nullable().default(null),
  events: z.array(orderEventSchema).max(ORDER_EVENTS_MAX).default([]),
  created_at: z.date(),
  /** The day of the sale in the label's time zone (YYYY-MM-DD), for the sales report. */
  sale_day: z.string(),
});
export type Order = z.output<typeof orderSchema>;

/** Whether Stripe's fee on a paid order is still to be read: paid through Stripe, with a payment, and no fee known. */
export const feeStillPending = (order: Pick<Order, "source" | "stripe_payment_intent" | "totals">): boolean =>
  order.source === "stripe" && order.stripe_payment_intent !== null && order.totals.fees === null;

/** The order once Stripe's fee on it is known. */
export const withFee = (order: Order, fee: number): Order => ({ ...order, totals: { ...order.totals, fees: fee }, fee_pending: false });

/** The order after a refund of `amount` (cumulative with earlier ones): its status and total refunded. */
export function refundedStatus(total: number, refunded: number): OrderStatus {
  if (refunded <= 0) return "paid";
  return refunded >= total ? "refunded" : "partially_refunded";
}

/**
 * The scopes an order lies in, for store grants: each artist of its items,
 * and null (the label's own) for an item of no artist. Acting on an order
 * needs the grant in every one of them, so an artist's editor never refunds
 * an order that holds another artist's item.
 */
export function orderScopes(order: Pick<Order, "items">): (string | null)[] {
  return [...new Set(order.items.map((item) => item.artist_id))];
}

/**
 * The one artist a scoped grant must name to list an order: its items'
 * artist when they all have the same one. An order of several artists (or
 * of the label's own items) is listed only under a global grant, as
 * getOrder needs the grant in every scope of the order.
 */
export function orderListScope(order: Pick<Order, "items">): string | null {
  const scopes = orderScopes(order);
  return scopes.length === 1 ? (scopes[0] ?? null) : null;
}

/** What the orders list searches: the order number and the buyer's address. */
export const orderSearchText = (order: Pick<Order, "number" | "email">) => `${order.number} ${order.email}`;
