import type { Request } from "firebase-functions/https";
import type { Response } from "express";
import { z } from "zod";
import { STORE_TEXTS } from "../../../src/lib/domain/store";
import { stripeClient, stripeSettings } from "../../../src/lib/integrations/stripeClient";
import { cancelFromStripe } from "../../../src/lib/server/store/storeHttp";
import { downloadMessageHtml } from "../../../src/lib/server/store/downloadPageHtml";
import { access } from "../operations/accessRules";
import { definePublicHttpFunction } from "../http/httpFunction";
import { methodNotAllowed, sendBuyerPage } from "./buyerPages";

const ALLOWED = ["GET", "HEAD"];

/**
 * Stripe's cancel URL (docs/store.md#after-checkout), `/api/store/cancel?hold=…`
 * through a Hosting rewrite: the checkout's session is expired and its hold
 * released at once, then 303 to /store/cancelled. A hold id that cannot be
 * one is 400; an unknown, paid or already released one changes nothing.
 */
export const cancelCheckout = definePublicHttpFunction(
  {
    access: access.public(
      "Stripe sends a buyer who cancelled here: the unguessable hold id in the link is the grant, and only an open, unpaid checkout is released",
    ),
    options: { maxInstances: 10 },
  },
  async (request: Request, response: Response) => {
    if (!ALLOWED.includes(request.method)) return methodNotAllowed(response, ALLOWED);
    // A hold's id is a random UUID (startCheckout): anything else never named one.
    const hold = z.uuid().safeParse(request.query.hold);
    if (!hold.success)
      return sendBuyerPage(response, {
        kind: "page",
        status: 400,
        html: downloadMessageHtml(STORE_TEXTS.cancelledTitle, STORE_TEXTS.cancelLinkInvalid),
      });
    const settings = stripeSettings();
    if (settings) await cancelFromStripe(stripeClient(settings), hold.data);
    sendBuyerPage(response, { kind: "redirect", location: "/store/cancelled" });
  },
);
