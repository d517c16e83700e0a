/**
 * A checkout started from the store's form (docs/store.md#checkout): the
 * cart priced from the stored products, its physical units held, the hold
 * recorded, then Stripe's session made from the hold's prices, never the
 * browser's. A refusal (under the minimum, sold out, no longer for sale)
 * leaves nothing held.
 */
import { randomUUID } from "node:crypto";
import type Stripe from "stripe";
import type { Repositories } from "../../data";
import { z } from "zod";
import type { BuyForm, CartLine } from "../../domain/store";
import { parseAmount } from "../../domain/store";
import { priceCart } from "../../domain/store";
import { newOrderNumber } from "../../domain/store";
import { CHECKOUT_HOLD_MINUTES, type CheckoutHold } from "../../domain/store";
import { shippableCountries, shippingOptions } from "../../domain/store";
import { STORE_TEXTS } from "../../domain/store";
import { DIGITAL_AUDIO_TAX_CODE } from "../../domain/store";
import { LABEL } from "../../../config/label";
import { CURRENT_FAN_LIST_CONSENTS, FAN_LIST_CONSENTS } from "../../domain/fans";
import { holdStock } from "./holdStock";
import { STORE_CANCEL_ROUTE } from "../../site/endpoints";
import { storeCatalogFor } from "./storeCatalog";
import { releaseHold } from "./stripeEvents";

type CheckoutRepos = Pick<
  Repositories,
  | "shippingZones"
  | "storeProducts"
  | "releases"
  | "artists"
  | "stockUnits"
  | "storeHolds"
  | "storeSettings"
  | "db"
  | "storeOrders"
  | "storeWebhookEvents"
  | "mail"
  | "contentChanges"
>;

/** Refused: the message, and for a line of the cart its index and whether it is sold out (then it leaves the cart). */
export type CheckoutStart =
  | { ok: true; url: string; holdId: string }
  | { ok: false; status: 400 | 409 | 503; message: string; line: number | null; soldOut: boolean };

const refused = (status: 400 | 409 | 503, message: string, line: number | null = null, soldOut = false): CheckoutStart => ({
  ok: false,
  status,
  message,
  line,
  soldOut,
});

/** The fan list's own wording the cart shows beside its unticked box, and the version the signup records. */
export function checkoutFanListConsent(): { version: typeof CURRENT_FAN_LIST_CONSENTS.store_checkout; text: string } {
  const version = CURRENT_FAN_LIST_CONSENTS.store_checkout;
  return { version, text: FAN_LIST_CONSENTS[version](LABEL.name) };
}

/** The BUY form's post, checked: the typed amount read in the store's currency, the email if one was given. */
export async function startCheckoutFromForm(
  repos: CheckoutRepos,
  stripe: Pick<Stripe, "checkout">,
  form: BuyForm,
  context: Parameters<typeof startCheckout>[3],
): Promise<CheckoutStart> {
  const { currency } = await repos.storeSettings.read(context.defaultCurrency);
  const amount = form.amount === null ? null : parseAmount(form.amount, currency);
  if (amount === null && form.amount !== null) return refused(400, STORE_TEXTS.invalidAmount);
  if (form.email !== null && !z.email().safeParse(form.email).success) return refused(400, STORE_TEXTS.invalidEmail);
  const line = { product_id: form.product_id, variant_id: form.variant_id, track_id: form.track_id, quantity: form.quantity, amount };
  return startCheckout(repos, stripe, { lines: [line], email: form.email, fanListOptIn: false }, context);
}

export async function startCheckout(
  repos: CheckoutRepos,
  stripe: Pick<Stripe, "checkout">,
  request: { lines: CartLine[]; email: string | null; fanListOptIn: boolean },
  context: { siteUrl: string; defaultCurrency: Parameters<Repositories["storeSettings"]["read"]>[0]; now?: Date },
): Promise<CheckoutStart> {
  const now = context.now ?? new Date();
  const settings = await repos.storeSettings.read(context.defaultCurrency);
  if (!settings.enabled) return refused(503, STORE_TEXTS.checkoutUnavailable);
  if (request.lines.length === 0) return refused(400, STORE_TEXTS.cartEmpty);
  const { products, releases } = await storeCatalogFor(
    repos,
    request.lines.map((line) => line.product_id),
  );
  const priced = priceCart(request.lines, products, releases, settings.currency);
  if (!priced.ok) return refused(400, priced.message, priced.line, priced.soldOut);
  // What ships is sent to the zones' countries at their rates; with no zone set up, nothing can ship.
  const zones = priced.ships ? await repos.shippingZones.listAll() : [];
  const rates = shippingOptions(zones, priced.items);
  if (priced.ships && rates.length === 0) return refused(503, STORE_TEXTS.noShipping);
  const holdId = randomUUID();
  // Every line's units or none: a line without enough left frees what the others took.
  const held = await holdStock(repos, holdId, priced.items, products, now);
  if (!held.ok) return refused(409, STORE_TEXTS.soldOutWhileInCart(held.soldOut.title), priced.items.indexOf(held.soldOut), true);
  const site = context.siteUrl.replace(/\/+$/, "");
  const expiresAt = new Date(now.getTime() + CHECKOUT_HOLD_MINUTES * 60_000);
  // The hold first: Stripe may report the payment before this function has finished.
  const hold: CheckoutHold = {
    id: holdId,
    order_number: newOrderNumber(),
    state: "open",
    currency: settings.currency,
    items: priced.items,
    unit_ids: held.unitIds,
    ships: priced.ships,
    email: request.email,
    fan_list_opt_in: request.fanListOptIn ? checkoutFanListConsent() : null,
    stripe_session_id: null,
    created_at: now,
    session_expires_at: expiresAt,
    closed_at: null,
  };
  await repos.storeHolds.create(hold);
  const session = await stripe.checkout.sessions
    .create(
      {
        mode: "payment",
        line_items: priced.items.map((item) => ({
          quantity: item.quantity,
          price_data: {
            currency: settings.currency.toLowerCase(),
            unit_amount: item.unit_amount,
            // With Stripe Tax on, a download is taxed as digital audio; a record takes the account's preset code.
            product_data: { name: item.title, ...(settings.stripe_tax && item.type === "digital" && { tax_code: DIGITAL_AUDIO_TAX_CODE }) },
          },
        })),
        ...(settings.stripe_tax && { automatic_tax: { enabled: true } }),
        metadata: { hold_id: holdId },
        ...(priced.ships && {
          shipping_address_collection: {
            allowed_countries: shippableCountries(zones) as Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry[],
          },
          // Stripe offers at most 5 rates: the cheapest five.
          shipping_options: rates.slice(0, 5).map((rate) => ({
            shipping_rate_data: {
              type: "fixed_amount" as const,
              display_name: rate.name,
              fixed_amount: { amount: rate.amount, currency: settings.currency.toLowerCase() },
              metadata: { zone_id: rate.zone_id },
            },
          })),
        }),
        ...(request.email ? { customer_email: request.email } : {}),
        success_url: `${site}/store/thanks?session={CHECKOUT_SESSION_ID}`,
        // Through the cancel function, which releases the hold at once (the hold id, random and the buyer's alone, names it).
        cancel_url: `${site}${STORE_CANCEL_ROUTE}?hold=${holdId}`,
        expires_at: Math.floor(expiresAt.getTime() / 1000),
      },
      { idempotencyKey: `checkout-${holdId}` },
    )
    .catch(() => null);
  if (!session?.url) {
    await releaseHold(repos, null, holdId, now);
    return refused(503, STORE_TEXTS.checkoutUnavailable);
  }
  await repos.storeHolds.update(holdId, { stripe_session_id: session.id });
  return { ok: true, url: session.url, holdId };
}
