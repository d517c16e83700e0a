/**
 * The cart page (docs/store.md#the-cart): plain HTML answered by the `cart`
 * function, every change a form post answered with a 303 back to it, so it
 * works without JavaScript. Amounts are the server's prices.
 */
import { escapeHtml } from "../../domain/shared";
import { CART_MAX_QUANTITY } from "../../domain/store";
import { STORE_TEXTS as T } from "../../domain/store";
import { STORE_CART_ROUTE as CART_PATH } from "../../site/endpoints";
import { STORE_PATH } from "../../site/paths";
import { buyerPage } from "./downloadPageHtml";

export interface CartPageLine {
  /** What the line's forms name it by (cartLineKey). */
  key: string;
  title: string;
  quantity: number;
  /** A record's units can change; a download is bought once. */
  quantityEditable: boolean;
  /** Its amount at the server's price ("£25 GBP"), or null when it cannot be bought as it is. */
  amount: string | null;
  /** Why it cannot be bought (below the minimum, no longer for sale). */
  message: string | null;
}

export interface CartPageView {
  lines: CartPageLine[];
  /** The lines' total at the server's prices. */
  total: string;
  /** What the last post was refused for. */
  message: string | null;
  email: string;
  /** The fan list's own consent wording, beside an unticked box. */
  fanListConsent: string;
}

const STYLE =
  ".sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}.line{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:flex-end;justify-content:space-between}" +
  ".line form{display:flex;gap:.5rem;align-items:flex-end}.line label{margin:0}.line input{width:5rem}.line button,.line .amount{margin:0}.line button{padding:.45rem .8rem;font-size:.8rem}" +
  ".total{font-size:1.3rem;font-weight:bold;margin-top:1.5rem}.check{display:flex;gap:.5rem;align-items:flex-start}.check input{width:auto;margin-top:.3rem}";

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

function lineHtml(line: CartPageLine, n: number): string {
  const quantity = line.quantityEditable
    ? `<form method="post" action="${CART_PATH}">${hidden("action", "update")}${hidden("line", line.key)}<div><label for="quantity-${n}">${escapeHtml(T.quantityLabel)}</label><input id="quantity-${n}" name="quantity" type="number" min="1" max="${CART_MAX_QUANTITY}" required value="${line.quantity}"></div><button type="submit">${escapeHtml(T.update)}<span class="sr-only">: ${escapeHtml(line.title)}</span></button></form>`
    : "";
  const remove = `<form method="post" action="${CART_PATH}">${hidden("action", "remove")}${hidden("line", line.key)}<button type="submit">${escapeHtml(T.remove)}<span class="sr-only">: ${escapeHtml(line.title)}</span></button></form>`;
  return (
    `<li class="line track" data-testid="cart-line"><div><strong>${escapeHtml(line.title)}</strong>` +
    (line.amount ? `<p class="amount" data-testid="cart-line-amount">${escapeHtml(line.amount)}</p>` : "") +
    (line.message ? `<p role="alert">${escapeHtml(line.message)}</p>` : "") +
    `</div>${quantity}${remove}</li>`
  );
}

export function cartPageHtml(view: CartPageView): string {
  const message = view.message ? `<p role="alert" data-testid="cart-message">${escapeHtml(view.message)}</p>` : "";
  const back = `<p><a href="${STORE_PATH}">${escapeHtml(T.backToStore)}</a></p>`;
  if (view.lines.length === 0)
    return buyerPage(T.cartTitle, `<h1>${escapeHtml(T.cartTitle)}</h1>${message}<p>${escapeHtml(T.cartEmpty)}</p>${back}`, STYLE);
  const checkout =
    `<form method="post" action="${CART_PATH}">${hidden("action", "checkout")}` +
    `<label for="cart-email">${escapeHtml(T.emailLabel)}</label><input id="cart-email" name="email" type="email" autocomplete="email" maxlength="320" value="${escapeHtml(view.email)}">` +
    `<p class="check"><input id="cart-fan-list" name="fan_list" type="checkbox"><label for="cart-fan-list">${escapeHtml(view.fanListConsent)}</label></p>` +
    `<button type="submit">${escapeHtml(T.checkout)}</button></form>`;
  return buyerPage(
    T.cartTitle,
    `<h1>${escapeHtml(T.cartTitle)}</h1>${message}<ul aria-label="${escapeHtml(T.cartTitle)}">${view.lines.map(lineHtml).join("")}</ul>` +
      `<p class="total" data-testid="cart-total">${escapeHtml(T.cartTotal)}: ${escapeHtml(view.total)}</p>${checkout}${back}`,
    STYLE,
  );
}
