/**
 * What the store's public HTTP functions run, with the repositories made
 * here so function files stay off the data layer.
 */
import type Stripe from "stripe";
import { LABEL } from "../../../config/label";
import { createRepositories } from "../../data";
import type { BuyForm } from "../../domain/store";
import { serverConfig } from "../../config";
import { cancelCheckout } from "./cancelCheckout";
import { startCheckoutFromForm } from "./startCheckout";
import { handleStripeEvent, joinFanListIfOptedIn } from "./stripeEvents";
import { paymentFee } from "./stripeFees";

/** A verified Stripe event, acted on once; `stripe` reads the fee of a payment; a paid buyer who ticked the box joins the fan list. */
export async function actOnStripeEvent(event: Stripe.Event, stripe: Pick<Stripe, "paymentIntents" | "balanceTransactions">) {
  const repos = createRepositories();
  const config = serverConfig();
  const outcome = await handleStripeEvent(repos, event, {
    labelName: LABEL.name,
    timeZone: LABEL.timeZone,
    siteUrl: config.siteUrl,
    feeOf: (paymentIntent) => paymentFee(stripe, paymentIntent),
  });
  await joinFanListIfOptedIn(repos, event, config);
  return outcome;
}

/** A BUY form's checkout, priced and held on the server. */
export const checkoutFromForm = (stripe: Pick<Stripe, "checkout">, form: BuyForm) =>
  startCheckoutFromForm(createRepositories(), stripe, form, { siteUrl: serverConfig().siteUrl, defaultCurrency: LABEL.currency });

/** Stripe's cancel URL: the checkout's hold released at once. */
export const cancelFromStripe = (stripe: Pick<Stripe, "checkout">, holdId: string) => cancelCheckout(createRepositories(), stripe, holdId);
