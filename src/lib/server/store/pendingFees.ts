import type { Repositories } from "../../data";
import type { Stripe } from "../../integrations/stripeClient";
import { paymentFee } from "./stripeFees";

/** Orders read per run: a backlog larger than this (Stripe down for days) is worked off over the next runs. */
export const PENDING_FEES_PER_RUN = 200;

export interface PendingFeesOutcome {
  /** Fees read and recorded. */
  recorded: number;
  /** Orders whose fee Stripe still could not give: the next run tries again. */
  stillPending: number;
}

/**
 * Reads again Stripe's fee on each order paid while Stripe could not give it
 * (docs/store.md#stripe-fees), through the same SDK call the webhook makes,
 * and records it on the order. Idempotent: an order leaves the list once its
 * fee is written, and the write is refused when another run wrote it first.
 */
export async function fetchPendingFees(
  repos: Pick<Repositories, "storeOrders">,
  stripe: Pick<Stripe, "paymentIntents" | "balanceTransactions">,
): Promise<PendingFeesOutcome> {
  const pending = await repos.storeOrders.listFeePending(PENDING_FEES_PER_RUN);
  const outcome: PendingFeesOutcome = { recorded: 0, stillPending: 0 };
  for (const order of pending) {
    const fee = order.stripe_payment_intent ? await paymentFee(stripe, order.stripe_payment_intent).catch(() => null) : null;
    if (fee === null) outcome.stillPending++;
    else if (await repos.storeOrders.recordFee(order.id, fee)) outcome.recorded++;
  }
  return outcome;
}
