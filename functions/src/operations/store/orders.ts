import { HttpsError } from "firebase-functions/https";
import { STORE_TEXTS } from "../../../../src/lib/domain/store";
import { stripeClient, stripeSettings } from "../../../../src/lib/integrations/stripeClient";
import { orderDetail, resendDownloadLink as resend, shipOrder } from "../../../../src/lib/server/store/orderAdmin";
import { refundOrder as refund } from "../../../../src/lib/server/store/refundOrder";
import { access } from "../accessRules";
import type { CallableInput } from "../../callable";
import { answered } from "../../store/storeErrors";
import { defineOperation, READS_ONLY } from "../operation";

/**
 * One order as staff handle it (docs/store.md#orders): its detail, shipping,
 * the download mail sent again and a refund, each needing its action in every
 * scope the order lies in; every write has its audit entry in its own
 * transaction.
 */

/** One order with its events and what the caller may do to it (store view). */
export const getOrder = defineOperation(
  "getOrder",
  { access: access.storeOrder("view", (input: CallableInput<"getOrder">) => input.id), audit: READS_ONLY },
  (_input, { item, caller }) => Promise.resolve(orderDetail(item, caller)),
);

/** Records carrier and tracking number and mails the buyer (store edit). */
export const markOrderShipped = defineOperation(
  "markOrderShipped",
  {
    access: access.storeOrder("edit", (input: CallableInput<"markOrderShipped">) => input.id),
    audit: { entity: "store_orders", action: "ship" },
  },
  async ({ id, carrier, tracking }, { repos, caller, audit }) => ({
    order: await answered(shipOrder(repos, id, { carrier, tracking }, caller.uid, audit(id))),
  }),
);

/** Queues the mail with the order's download page again (store edit). */
export const resendDownloadLink = defineOperation(
  "resendDownloadLink",
  {
    access: access.storeOrder("edit", (input: CallableInput<"resendDownloadLink">) => input.id),
    audit: { entity: "store_orders", action: "resend_download_link" },
  },
  async ({ id }, { repos, caller, audit }) => {
    await answered(resend(repos, id, caller.uid, audit(id)));
    return { queued: true as const };
  },
);

const REFUSALS = {
  not_stripe: new HttpsError("failed-precondition", STORE_TEXTS.notStripeOrder),
  fully_refunded: new HttpsError("failed-precondition", STORE_TEXTS.alreadyRefunded),
  too_large: new HttpsError("invalid-argument", STORE_TEXTS.refundTooLarge),
} as const;

/** REFUND on an order: store delete (docs/store.md#refunds). */
export const refundOrder = defineOperation(
  "refundOrder",
  {
    access: access.storeOrder("delete", (input: CallableInput<"refundOrder">) => input.id),
    audit: { entity: "store_orders", action: "refund" },
  },
  async ({ id, amount }, { repos, item: order, caller, audit }) => {
    const settings = stripeSettings();
    if (!settings) throw new HttpsError("failed-precondition", STORE_TEXTS.stripeNotConfigured);
    const outcome = await refund(repos, stripeClient(settings), order, amount ?? null, caller.uid, audit(id, order.number));
    if (!outcome.ok) throw REFUSALS[outcome.reason];
    return { order: outcome.order };
  },
);
