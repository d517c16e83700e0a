/**
 * What the cart function answers (docs/store.md#the-cart), with the
 * repositories made here so the function file stays off the data layer.
 * GET shows the cart; each post changes it and answers a 303 back to it
 * (CHECKOUT: a 303 to Stripe), or the cart page with the refusal's message
 * and a 4xx. The cart travels in a signed cookie (cartCookie.ts).
 */
import type Stripe from "stripe";
import { z } from "zod";
import { LABEL } from "../../../config/label";
import { createRepositories, type Repositories } from "../../data";
import { firstErrorMessage } from "../../domain/shared";
import {
  addToCart,
  cartFormSchema,
  cartLineKey,
  removeFromCart,
  setCartQuantity,
  type Cart,
  type CartForm,
  type CartLine,
} from "../../domain/store";
import { priceCart } from "../../domain/store";
import { formatMoney, parseAmount, type Currency } from "../../domain/store";
import { STORE_TEXTS } from "../../domain/store";
import { requiredSecret, serverConfig } from "../../config";
import { cartCookieValue, cartSetCookies, readCartCookie } from "./cartCookie";
import { STORE_CART_ROUTE } from "../../site/endpoints";
import { cartPageHtml, type CartPageLine } from "./cartPageHtml";
import type { PageAnswer } from "./downloadHttp";
import { checkoutFanListConsent, startCheckout } from "./startCheckout";
import { storeCatalogFor } from "./storeCatalog";

export interface CartAnswer {
  answer: PageAnswer;
  /** The Set-Cookie headers (the cart and its header count's hint) when the cart changed. */
  setCookie: string[] | null;
}

type Refusal = { status: number; message: string };

const formOf = (body: unknown): Record<string, unknown> =>
  typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};

/** Each line at the server's price, or why it cannot be bought as it is. */
async function cartLines(
  repos: Repositories,
  lines: readonly CartLine[],
  currency: Currency,
): Promise<{ lines: CartPageLine[]; total: number }> {
  const { products, releases } = await storeCatalogFor(
    repos,
    lines.map((line) => line.product_id),
  );
  let total = 0;
  const view = lines.map((line): CartPageLine => {
    const priced = priceCart([line], products, releases, currency);
    const key = cartLineKey(line);
    if (!priced.ok) {
      const product = products.get(line.product_id);
      const title =
        product?.type === "physical" ? product.title : (product?.release_id && releases.get(product.release_id)?.title) || line.product_id;
      return { key, title, quantity: line.quantity, quantityEditable: line.variant_id !== null, amount: null, message: priced.message };
    }
    const item = priced.items[0]!;
    total += item.amount;
    return {
      key,
      title: item.title,
      quantity: item.quantity,
      quantityEditable: item.type === "physical",
      amount: formatMoney(item.amount, currency),
      message: null,
    };
  });
  return { lines: view, total };
}

export async function cartAnswer(
  request: { method: string; body: unknown; cookie: string | undefined },
  stripe: () => Pick<Stripe, "checkout"> | null,
  now = new Date(),
): Promise<CartAnswer> {
  const repos = createRepositories();
  const config = serverConfig();
  const secret = requiredSecret(config, "reminderSecret");
  const settings = await repos.storeSettings.read(LABEL.currency);
  let cart = readCartCookie(request.cookie, secret);
  let changed = false;
  // The last checkout paid: its order holds the lines, the cart starts again.
  if (cart.checkout && (await repos.storeHolds.get(cart.checkout))?.state === "paid") {
    cart = { lines: [], checkout: null };
    changed = true;
  }
  const write = (next: Cart): string[] | null => {
    const value = cartCookieValue(next, secret);
    return value === null ? null : cartSetCookies(value, next, config.siteUrl.startsWith("https:"));
  };
  const page = async (status: number, message: string | null, email = ""): Promise<CartAnswer> => {
    const { lines, total } = await cartLines(repos, cart.lines, settings.currency);
    return {
      answer: {
        kind: "page",
        status,
        html: cartPageHtml({
          lines,
          total: formatMoney(total, settings.currency),
          message,
          email,
          fanListConsent: checkoutFanListConsent().text,
        }),
      },
      setCookie: changed ? write(cart) : null,
    };
  };
  if (request.method !== "POST") return page(200, null);

  const raw = formOf(request.body);
  const form = cartFormSchema.safeParse(raw);
  if (!form.success) return page(400, firstErrorMessage(form.error));
  if (form.data.action === "checkout") {
    const email = form.data.email;
    if (email !== null && !z.email().safeParse(email).success) return page(400, STORE_TEXTS.invalidEmail, email);
    const client = stripe();
    if (!client) return page(503, STORE_TEXTS.checkoutUnavailable, email ?? "");
    const started = await startCheckout(
      repos,
      client,
      { lines: cart.lines, email, fanListOptIn: form.data.fan_list },
      { siteUrl: config.siteUrl, defaultCurrency: LABEL.currency, now },
    );
    if (!started.ok) {
      if (started.soldOut && started.line !== null) {
        cart = { ...cart, lines: cart.lines.filter((_, i) => i !== started.line) };
        changed = true;
      }
      return page(started.status, started.message, email ?? "");
    }
    return { answer: { kind: "redirect", location: started.url }, setCookie: write({ ...cart, checkout: started.holdId }) };
  }
  const next = await changedCart(repos, cart, form.data, settings.currency);
  if ("status" in next) return page(next.status, next.message);
  const setCookie = write(next);
  if (!setCookie) return page(400, STORE_TEXTS.cartFull);
  return { answer: { kind: "redirect", location: STORE_CART_ROUTE }, setCookie };
}

/** The cart after an ADD TO CART, a new quantity or a REMOVE; an item that cannot be bought as asked is refused with its message and not added. */
async function changedCart(
  repos: Repositories,
  cart: Cart,
  form: Exclude<CartForm, { action: "checkout" }>,
  currency: Currency,
): Promise<Cart | Refusal> {
  if (form.action === "remove") return removeFromCart(cart, form.line);
  if (form.action === "update") {
    if (!cart.lines.some((line) => cartLineKey(line) === form.line)) return { status: 400, message: STORE_TEXTS.cartLineGone };
    return setCartQuantity(cart, form.line, form.quantity);
  }
  const amount = form.amount === null ? null : parseAmount(form.amount, currency);
  if (amount === null && form.amount !== null) return { status: 400, message: STORE_TEXTS.invalidAmount };
  const line: CartLine = {
    product_id: form.product_id,
    variant_id: form.variant_id,
    track_id: form.track_id,
    quantity: form.quantity,
    amount,
  };
  const { products, releases } = await storeCatalogFor(repos, [line.product_id]);
  const priced = priceCart([line], products, releases, currency);
  if (!priced.ok) return { status: priced.soldOut ? 409 : 400, message: priced.message };
  const next = addToCart(cart, line);
  return next === cart ? { status: 400, message: STORE_TEXTS.cartFull } : next;
}
