import type { Request } from "firebase-functions/https";
import type { Response } from "express";
import { stripeClient, stripeSettings } from "../../../src/lib/integrations/stripeClient";
import { cartAnswer } from "../../../src/lib/server/store/cartHttp";
import { access } from "../operations/accessRules";
import { definePublicHttpFunction } from "../http/httpFunction";
import { methodNotAllowed, sendBuyerPage } from "./buyerPages";

const ALLOWED = ["GET", "HEAD", "POST"];

/**
 * `/cart` (docs/store.md#the-cart), through a Hosting rewrite: GET the
 * cart page; POST ADD TO CART, a quantity, REMOVE (each a 303 back) or
 * CHECKOUT (a 303 to Stripe Checkout). Works without JavaScript; the cart
 * is a signed cookie, prices are the server's.
 */
export const cart = definePublicHttpFunction(
  {
    access: access.public(
      "visitors fill a cart and check out from the public pages, with or without JavaScript: the cart is their signed cookie, prices and stock the server's",
    ),
    options: { maxInstances: 10 },
  },
  async (request: Request, response: Response) => {
    if (!ALLOWED.includes(request.method)) return methodNotAllowed(response, ALLOWED);
    const settings = stripeSettings();
    const answered = await cartAnswer({ method: request.method, body: request.body, cookie: request.get("cookie") }, () =>
      settings ? stripeClient(settings) : null,
    );
    if (answered.setCookie) response.set("set-cookie", answered.setCookie);
    sendBuyerPage(response, answered.answer);
  },
);
