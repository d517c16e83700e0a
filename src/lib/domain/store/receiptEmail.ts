/** The receipt mailed once an order is paid (docs/store.md#receipt): order, items, amounts, tax, shipping address, download link. */
import { escapeHtml } from "../shared/html";
import { formatMoney } from "./money";
import type { Order } from "./order";

export interface ReceiptView {
  order: Pick<Order, "number" | "items" | "totals" | "currency" | "shipping_address" | "source">;
  labelName: string;
  /** `/download/{token}` on the site, when the order has downloads. */
  downloadUrl: string | null;
}

export const RECEIPT_TEXTS = {
  subject: (label: string, number: string) => `Your ${label} order ${number}`,
  thanks: (label: string) => `Thank you for your order from ${label}.`,
  download: "Download your music:",
  shipTo: "Shipping to:",
} as const;

export function receiptEmail(view: ReceiptView): { subject: string; text: string; html: string } {
  const { order } = view;
  const money = (amount: number) => formatMoney(amount, order.currency);
  const itemLines = order.items.map((item) => `${item.quantity > 1 ? `${item.quantity} × ` : ""}${item.title}: ${money(item.amount)}`);
  const totals = [
    `Subtotal: ${money(order.totals.subtotal)}`,
    ...(order.totals.shipping > 0 ? [`Shipping: ${money(order.totals.shipping)}`] : []),
    ...(order.totals.tax > 0 ? [`Tax: ${money(order.totals.tax)}`] : []),
    `Total: ${money(order.totals.total)}`,
  ];
  const address = order.shipping_address
    ? ([
        order.shipping_address.name,
        order.shipping_address.line1,
        order.shipping_address.line2,
        order.shipping_address.city,
        order.shipping_address.state,
        order.shipping_address.postal_code,
        order.shipping_address.country,
      ].filter(Boolean) as string[])
    : [];
  const text = [
    RECEIPT_TEXTS.thanks(view.labelName),
    `Order ${order.number}`,
    "",
    ...itemLines,
    "",
    ...totals,
    ...(address.length ? ["", RECEIPT_TEXTS.shipTo, ...address] : []),
    ...(view.downloadUrl ? ["", RECEIPT_TEXTS.download, view.downloadUrl] : []),
  ].join("\n");
  const p = (lines: string[]) => `<p>${lines.map(escapeHtml).join("<br>")}</p>`;
  const html = [
    p([RECEIPT_TEXTS.thanks(view.labelName), `Order ${order.number}`]),
    p(itemLines),
    p(totals),
    ...(address.length ? [p([RECEIPT_TEXTS.shipTo, ...address])] : []),
    ...(view.downloadUrl
      ? [`<p>${escapeHtml(RECEIPT_TEXTS.download)} <a href="${escapeHtml(view.downloadUrl)}">${escapeHtml(view.downloadUrl)}</a></p>`]
      : []),
  ].join("\n");
  return { subject: RECEIPT_TEXTS.subject(view.labelName, order.number), text, html };
}
