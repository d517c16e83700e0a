/**
 * What the store's public HTTP functions run, with the repositories made
 * here so function files stay off the data layer.
 */
import type Stripe from "stripe";
import { LABEL } from "../../../config/label";
import { createRepositories } from "../../data";
import type { BuyForm } from "../../domain/store/cart";
import { serverConfig } from "../config";
import { startCheckoutFromForm } from "./startCheckout";
import { handleStripeEvent } from "./stripeEvents";
import { paymentFee } from "./stripeFees";

/** A verified Stripe event, acted on once; `stripe` reads the fee of a payment. */
export const actOnStripeEvent = (event: Stripe.Event, stripe: Pick<Stripe, "paymentIntents" | "balanceTransactions">) =>
  handleStripeEvent(createRepositories(), event, { labelName: LABEL.name, timeZone: LABEL.timeZone, siteUrl: serverConfig().siteUrl, feeOf: (paymentIntent) => paymentFee(stripe, paymentIntent) });

/** A BUY form's checkout, priced and held on the server. */
export const checkoutFromForm = (stripe: Pick<Stripe, "checkout">, form: BuyForm) =>
  startCheckoutFromForm(createRepositories(), stripe, form, { siteUrl: serverConfig().siteUrl, defaultCurrency: LABEL.currency });
