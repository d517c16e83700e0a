/**
 * A buyer who cancelled on Stripe's page (docs/store.md#after-checkout):
 * the session is expired at Stripe and its hold released at once, so what
 * it held is back on sale now rather than when the session would have run
 * out. Only when Stripe agrees to expire it: a session already paid (its
 * webhook on the way) is left as it is, so no sold unit is ever freed.
 */
import type Stripe from "stripe";
import type { Repositories } from "../../data";
import { releaseHold } from "./stripeEvents";

type CancelRepos = Pick<
  Repositories,
  "db" | "storeOrders" | "storeHolds" | "stockUnits" | "storeWebhookEvents" | "mail" | "contentChanges"
>;

/** Whether the hold was released by this call (false: unknown, no longer open, or Stripe would not expire its session). */
export async function cancelCheckout(
  repos: CancelRepos,
  stripe: Pick<Stripe, "checkout">,
  holdId: string,
  now = new Date(),
): Promise<boolean> {
  const hold = await repos.storeHolds.get(holdId);
  if (!hold || hold.state !== "open" || !hold.stripe_session_id) return false;
  const expired = await stripe.checkout.sessions.expire(hold.stripe_session_id).then(
    () => true,
    () => false,
  );
  if (!expired) return false;
  // Stripe's checkout.session.expired releases it too; whichever comes first does, the other changes nothing.
  await releaseHold(repos, null, holdId, now);
  return true;
}
