import { HttpsError } from "firebase-functions/https";
import { STORE_TEXTS } from "../../../src/lib/domain/store";
import { stripeClient, stripeSettings } from "../../../src/lib/integrations/stripeClient";
import { refundOrder as refund } from "../../../src/lib/server/store/refundOrder";
import { access } from "../operations/accessRules";
import { defineCallable } from "../callable";

const REFUSALS = {
  not_stripe: new HttpsError("failed-precondition", STORE_TEXTS.notStripeOrder),
  fully_refunded: new HttpsError("failed-precondition", STORE_TEXTS.alreadyRefunded),
  too_large: new HttpsError("invalid-argument", STORE_TEXTS.refundTooLarge),
} as const;

/** REFUND on an order: store delete in every scope the order lies in (docs/store.md#refunds), audited. */
export const refundOrder = defineCallable(
  "refundOrder",
  { access: access.storeOrder("delete", (input) => input.id), audit: { entity: "store_orders", action: "refund" } },
  async ({ id, amount }, context) => {
    const settings = stripeSettings();
    if (!settings) throw new HttpsError("failed-precondition", STORE_TEXTS.stripeNotConfigured);
    const outcome = await refund(
      context.repos,
      stripeClient(settings),
      context.item,
      amount ?? null,
      context.caller.uid,
      context.audit(id, context.item.number),
    );
    if (!outcome.ok) throw REFUSALS[outcome.reason];
    return { order: outcome.order };
  },
);
