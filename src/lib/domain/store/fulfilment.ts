/**
 * What staff do to a paid order after the sale (docs/store.md#fulfilment):
 * mark what ships as shipped with its carrier and tracking number, and send
 * the download link again. Each change adds an event to the order and a mail
 * to the buyer; both are written with the order in one transaction.
 */
import { FULFILMENT_TEXTS } from "./storeAdminTexts";
import { ORDER_EVENTS_MAX, type Order, type OrderEvent } from "./order";

/** The order with one more event, keeping the newest ORDER_EVENTS_MAX. */
export function withEvent(order: Order, event: OrderEvent): Order {
  return { ...order, events: [...order.events, event].slice(-ORDER_EVENTS_MAX) };
}

/** Why an order cannot be marked shipped, or null when it can. */
export function shipRefusal(order: Order): string | null {
  if (order.fulfilment.state === "not_required") return FULFILMENT_TEXTS.nothingToShip;
  if (order.fulfilment.state === "shipped") return FULFILMENT_TEXTS.alreadyShipped;
  return null;
}

/** The order marked shipped by `actor` at `now`. */
export function markShipped(order: Order, shipping: { carrier: string; tracking: string }, actor: string, now: Date): Order {
  const shipped: Order = {
    ...order,
    fulfilment: { state: "shipped", carrier: shipping.carrier, tracking: shipping.tracking, shipped_at: now },
  };
  return withEvent(shipped, { type: "shipped", at: now, actor, detail: `${shipping.carrier} ${shipping.tracking}` });
}

/** Why an order's download link cannot be sent again, or null when it can. */
export function resendRefusal(order: Order): string | null {
  if (!order.items.some((item) => item.includes_digital)) return FULFILMENT_TEXTS.noDownloads;
  if (order.downloads_withdrawn) return FULFILMENT_TEXTS.downloadsWithdrawn;
  return null;
}

/** The download page of an order on the site at `siteUrl`. */
export function downloadUrl(siteUrl: string, order: Pick<Order, "download_token">): string {
  return `${siteUrl.replace(/\/+$/, "")}/download/${order.download_token}`;
}

export interface MailMessage {
  subject: string;
  text: string;
}

/** The mail telling the buyer what shipped and how to follow it. */
export function shippedMessage(order: Order, label: string): MailMessage {
  const lines = order.items.filter((item) => item.ships).map((item) => `- ${item.title} × ${item.quantity}`);
  return {
    subject: FULFILMENT_TEXTS.shippedSubject(label, order.number),
    text: [
      `Your order ${order.number} is on its way.`,
      "",
      ...lines,
      "",
      `Carrier: ${order.fulfilment.carrier ?? ""}`,
      `Tracking number: ${order.fulfilment.tracking ?? ""}`,
      "",
      `Thank you for supporting ${label}.`,
    ].join("\n"),
  };
}

/** The mail with the order's download page, sent again on request. */
export function downloadLinkMessage(order: Order, label: string, url: string): MailMessage {
  return {
    subject: FULFILMENT_TEXTS.linkSubject(label, order.number),
    text: [
      `Here is the download page of your order ${order.number}:`,
      "",
      url,
      "",
      "Keep this link: it is yours alone.",
      "",
      `Thank you for supporting ${label}.`,
    ].join("\n"),
  };
}
