/**
 * A checkout hold (docs/store.md#checkout): what one Stripe Checkout
 * session is for, written when the checkout starts. It carries the items at
 * the server's prices, the stock units it holds for the session's lifetime
 * and the order number, so the webhook makes the order from it and never
 * from anything Stripe or the browser sends.
 */
import { z } from "zod";
import { idSchema } from "../shared/fields";
import { currencySchema } from "./money";
import { orderItemSchema } from "./order";

/** open: waiting for Stripe; paid: its order exists; released: expired or cancelled, its units freed. */
export const HOLD_STATES = ["open", "paid", "released"] as const;
export type HoldState = (typeof HOLD_STATES)[number];

export const checkoutHoldSchema = z.object({
  /** Also the order's id once paid: one order per hold, created once. */
  id: idSchema,
  /** The order number given to the order this hold becomes. */
  order_number: z.string().min(1),
  state: z.enum(HOLD_STATES),
  currency: currencySchema,
  items: z.array(orderItemSchema).min(1),
  /** The stock units (stockUnitId) it holds. */
  unit_ids: z.array(z.string()).default([]),
  /** Whether anything ships (Stripe collects the address and offers the zones' rates). */
  ships: z.boolean(),
  /** The buyer's email as typed on the cart (Stripe asks again; the order keeps Stripe's). */
  email: z.string().nullable().default(null),
  /** The unticked box on the cart: ticked, the buyer joins the label's fan list once paid, with this consent recorded. */
  fan_list_opt_in: z.object({ version: z.string(), text: z.string() }).nullable().default(null),
  stripe_session_id: z.string().nullable().default(null),
  created_at: z.date(),
  /** When Stripe expires the session (and the hold with it); not a TTL: the hold is the order's record of what was bought. */
  session_expires_at: z.date(),
  closed_at: z.date().nullable().default(null),
});
export type CheckoutHold = z.output<typeof checkoutHoldSchema>;

/** Stripe's shortest session lifetime is 30 minutes: units are held that long before another buyer may have them. */
export const CHECKOUT_HOLD_MINUTES = 30;
