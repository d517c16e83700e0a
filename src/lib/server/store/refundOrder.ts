/**
 * A refund staff ask for (docs/store.md#refunds): Stripe moves the money,
 * then the order records it at once with its audit entry in one
 * transaction. Stripe's `charge.refunded` records the same total again when
 * it arrives (withRefund never lowers it), so the order is right whichever
 * comes first, and a refund made in Stripe's dashboard is recorded too.
 */
import type Stripe from "stripe";
import type { Repositories } from "../../data";
import type { AuditWrite } from "../../data/repository";
import type { Order } from "../../domain/store";
import { withRefund } from "./stripeEvents";

export type RefundOutcome = { ok: true; order: Order } | { ok: false; reason: "not_stripe" | "fully_refunded" | "too_large" };

/** The part of the Stripe SDK a refund uses. */
export type StripeRefunds = Pick<Stripe, "refunds">;

/** Refunds `amount` of the order (what is left to refund when null) through Stripe, as `actor`. */
export async function refundOrder(
  repos: Pick<Repositories, "db" | "storeOrders">,
  stripe: StripeRefunds,
  order: Order,
  amount: number | null,
  actor: string,
  audit: AuditWrite,
  now = new Date(),
): Promise<RefundOutcome> {
  if (order.source !== "stripe" || !order.stripe_payment_intent) return { ok: false, reason: "not_stripe" };
  const left = order.totals.total - order.totals.refunded;
  if (left <= 0) return { ok: false, reason: "fully_refunded" };
  const refund = amount ?? left;
  if (refund > left) return { ok: false, reason: "too_large" };
  const refundedTotal = order.totals.refunded + refund;
  // The key makes a retried click (or a retried request) one refund at Stripe, not two.
  await stripe.refunds.create(
    { payment_intent: order.stripe_payment_intent, amount: refund, metadata: { order_id: order.id } },
    { idempotencyKey: `refund-${order.id}-${refundedTotal}` },
  );
  const recorded = await repos.db.runTransaction(async (tx) => {
    const current = (await repos.storeOrders.getInTransaction(tx, order.id)) ?? order;
    const after = withRefund(current, refundedTotal, now, actor);
    repos.storeOrders.replaceIn(tx, after);
    audit(tx, current, after);
    return after;
  });
  return { ok: true, order: recorded };
}
