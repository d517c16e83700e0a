import { describe, expect, it } from "vitest";
import { LOCAL_STRIPE_KEYS, stripeSettings, stripeSignatureHeader, verifyStripeEvent } from "../../../src/lib/integrations/stripeClient";

const payload = JSON.stringify({ id: "evt_1", object: "event", type: "checkout.session.completed", data: { object: {} } });
const SECRET = "whsec_unit";

describe("Stripe webhook signatures", () => {
  it("accepts what Stripe signs and refuses a forged, tampered, stale or missing signature", () => {
    expect(verifyStripeEvent(payload, stripeSignatureHeader(payload, SECRET), SECRET).id).toBe("evt_1");
    expect(() => verifyStripeEvent(payload, stripeSignatureHeader(payload, "whsec_other"), SECRET)).toThrow();
    expect(() => verifyStripeEvent(payload.replace("evt_1", "evt_2"), stripeSignatureHeader(payload, SECRET), SECRET)).toThrow();
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect(() => verifyStripeEvent(payload, stripeSignatureHeader(payload, SECRET, anHourAgo), SECRET)).toThrow();
    expect(() => verifyStripeEvent(payload, undefined, SECRET)).toThrow();
  });
});

describe("Stripe's settings", () => {
  const emulators = { FIRESTORE_EMULATOR_HOST: "127.0.0.1:1", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:2", GCLOUD_PROJECT: "demo-label" };

  it("takes no checkout outside local mode without both secrets", () => {
    expect(stripeSettings({ GCLOUD_PROJECT: "label-prod" })).toBeNull();
    expect(stripeSettings({ GCLOUD_PROJECT: "label-prod", STRIPE_SECRET_KEY: "sk_live_x" })).toBeNull();
    expect(stripeSettings({ GCLOUD_PROJECT: "label-prod", STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" })).toEqual({
      secretKey: "sk_live_x",
      webhookSecret: "whsec_x",
      apiUrl: null,
    });
  });

  it("uses the local keys and the local Stripe's URL on the emulators", () => {
    expect(stripeSettings({ ...emulators, STRIPE_API_URL: "http://127.0.0.1:9999" })).toEqual({
      ...LOCAL_STRIPE_KEYS,
      apiUrl: "http://127.0.0.1:9999",
    });
  });
});
