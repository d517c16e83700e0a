import type { Stripe } from "../../integrations/stripeClient";

/**
 * Stripe's fee on a payment (docs/store.md#stripe-fees): the balance
 * transaction of the payment intent's charge, read with the official SDK
 * in one request (the charge and its balance transaction expanded). Null
 * when Stripe has none yet (a charge not settled, or no charge).
 */
export async function paymentFee(
  stripe: Pick<Stripe, "paymentIntents" | "balanceTransactions">,
  paymentIntent: string,
): Promise<number | null> {
  const intent = await stripe.paymentIntents.retrieve(paymentIntent, { expand: ["latest_charge.balance_transaction"] });
  const charge = intent.latest_charge;
  if (!charge || typeof charge === "string") return null;
  const transaction = charge.balance_transaction;
  if (!transaction) return null;
  return typeof transaction === "string" ? (await stripe.balanceTransactions.retrieve(transaction)).fee : transaction.fee;
}
