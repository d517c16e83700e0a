import { randomUUID } from "node:crypto";
import { LABEL } from "../../../config/label";
import { canAll } from "../../domain/access";
import {
  downloadLinkMessage,
  downloadUrl,
  markShipped,
  resendRefusal,
  shipRefusal,
  shippedMessage,
  withEvent,
  type MailMessage,
} from "../../domain/store";
import { orderScopes, type Order } from "../../domain/store";
import { STORE_TEXTS } from "../../domain/store";
import type { Mail } from "../../domain/shared";
import type { Repositories } from "../../data";
import type { AuditWrite } from "../../data/repository";
import type { OrderChange } from "../../data/store/orders";
import type { CallerAccess } from "../access";
import { serverConfig } from "../../config";
import { listFilterField, type ListPageRequest } from "../../data/listPages";
import { ADMIN_PAGE_SIZE, pageCursorOf, searchNeedle } from "../../domain/shared";
import type { orderListRequestSchema } from "../../domain/store";
import { ORDER_COUNT_CAP, orderDayRange } from "../../domain/store";
import type { z } from "zod";

/**
 * The order detail's operations (docs/store.md#fulfilment). Who may call
 * them is checked before they run (the store order rule: the grant in every
 * scope of the order); these answer what the caller may do next, and write
 * each change with its mail and audit entry in one transaction.
 */

/** A store list's page (PRODUCTS, ORDERS): the search, the cursor and the status filter; the runner adds the caller's scopes. */
export const storeListPage = (request: {
  q: string;
  after?: string | null;
  before?: string | null;
  last?: boolean;
  status?: string | null;
}): Omit<ListPageRequest, "scopes"> => ({
  needle: searchNeedle(request.q),
  cursor: pageCursorOf(request),
  size: ADMIN_PAGE_SIZE,
  ...(request.status ? { equals: { status: request.status } } : {}),
});

/**
 * ORDERS' page: the store list's, filtered by fulfilment state and by the
 * days the orders were made on (the label's time zone, as the sales
 * report's days), counted up to ORDER_COUNT_CAP. Its query shapes each have their index
 * (tests/unit/store/orderListIndexes.test.ts).
 */
export function orderListPage(request: z.output<typeof orderListRequestSchema>, timeZone: string): Omit<ListPageRequest, "scopes"> {
  const base = storeListPage(request);
  return {
    ...base,
    equals: { ...base.equals, ...(request.fulfilment ? { [listFilterField("fulfilment")]: request.fulfilment } : {}) },
    keyRange: orderDayRange(request, timeZone),
    countCap: ORDER_COUNT_CAP,
  };
}

/** A change refused for what the order is (shipped already, nothing to ship…): a 4xx with the message. */
export class OrderChangeRefused extends Error {}

/** Thrown when the order went away between the access check and the write. */
export class OrderGone extends Error {
  constructor() {
    super(STORE_TEXTS.orderNotFound);
  }
}

/** One order with what the caller may do to it: refund (store delete) and fulfil (store edit), each in every scope of the order. */
export function orderDetail(order: Order, caller: CallerAccess): { order: Order; can_refund: boolean; can_fulfil: boolean } {
  const may = (action: "delete" | "edit") =>
    caller.isAdmin &&
    canAll(
      caller,
      "store",
      orderScopes(order).map((artistId) => ({ action, artistId })),
    );
  return { order, can_refund: may("delete"), can_fulfil: may("edit") };
}

const mailTo = (order: Order, message: MailMessage, now: Date): Mail => ({ id: randomUUID(), to: order.email, message, created_at: now });

async function change(repos: Repositories, id: string, audit: AuditWrite, apply: (order: Order) => OrderChange | string): Promise<Order> {
  const result = await repos.storeOrders.changeWithMail(id, repos.mail, apply, audit);
  if (result === null) throw new OrderGone();
  if (typeof result === "string") throw new OrderChangeRefused(result);
  return result;
}

/** Records the carrier and tracking number and mails the buyer, once: a second call is refused. */
export function shipOrder(
  repos: Repositories,
  id: string,
  shipping: { carrier: string; tracking: string },
  actor: string,
  audit: AuditWrite,
  now = new Date(),
): Promise<Order> {
  return change(repos, id, audit, (order) => {
    const refusal = shipRefusal(order);
    if (refusal) return refusal;
    const shipped = markShipped(order, shipping, actor, now);
    return {
      order: shipped,
      mail: mailTo(shipped, shippedMessage(shipped, LABEL.name), now),
      audited: { before: { fulfilment: order.fulfilment }, after: { fulfilment: shipped.fulfilment } },
    };
  });
}

/** Queues the mail with the order's download page again, and notes it on the order. */
export function resendDownloadLink(repos: Repositories, id: string, actor: string, audit: AuditWrite, now = new Date()): Promise<Order> {
  return change(repos, id, audit, (order) => {
    const refusal = resendRefusal(order);
    if (refusal) return refusal;
    const sent = (o: Order) => o.events.filter((event) => event.type === "download_link_sent").length;
    const resent = withEvent(order, { type: "download_link_sent", at: now, actor, detail: "" });
    const message = downloadLinkMessage(order, LABEL.name, downloadUrl(serverConfig().siteUrl, order));
    return {
      order: resent,
      mail: mailTo(order, message, now),
      audited: { before: { download_links_sent: sent(order) }, after: { download_links_sent: sent(resent) } },
    };
  });
}
