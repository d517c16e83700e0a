import type { Request } from "firebase-functions/https";
import type { Response } from "express";
import { redeemAnswer } from "../../../src/lib/server/store/downloadHttp";
import { access } from "../operations/accessRules";
import { definePublicHttpFunction } from "../http/httpFunction";
import { clientOf } from "../http/clientLimit";
import { methodNotAllowed, sendBuyerPage } from "./buyerPages";

const ALLOWED = ["GET", "HEAD", "POST"];

/**
 * `/redeem` (docs/store.md#redeeming-a-code), through a Hosting rewrite:
 * GET the form, POST a code and an email, answered with a 303 to the new
 * order's download page, or the form again with its message (invalid 400,
 * used 409, too many attempts 429). Works without JavaScript.
 */
export const redeem = definePublicHttpFunction(
  {
    access: access.public("whoever holds a download card redeems it without an account; guessing is rate-limited per client"),
    options: { maxInstances: 10 },
  },
  async (request: Request, response: Response) => {
    if (!ALLOWED.includes(request.method)) return methodNotAllowed(response, ALLOWED);
    sendBuyerPage(response, await redeemAnswer(request.method, request.body, clientOf(request, "hosting")));
  },
);
