import type { Request } from "firebase-functions/https";
import type { Response } from "express";
import { logger } from "firebase-functions/logger";
import { actOnStripeEvent } from "../../../src/lib/server/store/storeHttp";
import { stripeClient, stripeSettings, verifyStripeEvent } from "../../../src/lib/integrations/stripeClient";
import { access } from "../operations/accessRules";
import { definePublicHttpFunction } from "../http/httpFunction";
import { readRequestBody } from "../http/requestBody";

/** Stripe's events are a few kilobytes; anything far larger is not one. */
const MAX_EVENT_BYTES = 256 * 1024;

const answer = (response: Response, status: number, body: object) =>
  void response.status(status).set("cache-control", "no-store").json(body);

/**
 * Stripe's webhook (docs/store.md#orders): the signature is checked on the
 * raw body, exactly as Stripe signed it, before anything is read; a forged,
 * tampered, stale or unsigned delivery is answered 400 and changes nothing.
 * A genuine event is acted on once (handleStripeEvent); a replay answers 200
 * as a duplicate. An error while acting is left to the runtime (5xx) on
 * purpose: Stripe then delivers the event again, so no payment goes unrecorded.
 */
export const stripeWebhook = definePublicHttpFunction(
  {
    access: access.public(
      "Stripe delivers its events unauthenticated: the Stripe-Signature header, checked with the webhook secret, is the grant",
    ),
    options: { maxInstances: 10 },
  },
  async (request: Request, response: Response) => {
    if (request.method !== "POST") return void response.status(405).set("allow", "POST").end();
    const settings = stripeSettings();
    if (!settings) return answer(response, 503, { error: "The store takes no payments: Stripe is not configured" });
    const body = await readRequestBody(request, MAX_EVENT_BYTES);
    if (!body) return answer(response, 413, { error: "Too large for a Stripe event" });
    let event;
    try {
      event = verifyStripeEvent(body, request.get("stripe-signature"), settings.webhookSecret);
    } catch {
      return answer(response, 400, { error: "Invalid Stripe signature" });
    }
    try {
      const outcome = await actOnStripeEvent(event, stripeClient(settings));
      answer(response, 200, { received: true, outcome });
    } catch (error) {
      logger.error("A Stripe event could not be acted on; Stripe will deliver it again", {
        event: event.id,
        type: event.type,
        error: String(error),
      });
      throw error;
    }
  },
);
