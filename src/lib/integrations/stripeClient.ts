/**
 * Stripe behind one small client (docs/store.md#stripe): the official SDK,
 * pointed at `STRIPE_API_URL` when set (the local Stripe of `npm start` and
 * the tests), at api.stripe.com otherwise. Card data never reaches the
 * product: buyers pay on Stripe Checkout's own page.
 */
import Stripe from "stripe";
import { isEmulatorOnly } from "../config";

/** Keys the local Stripe accepts and signs with; used only on the emulators when no real keys are set. They open nothing. */
export const LOCAL_STRIPE_KEYS = { secretKey: "sk_test_local_stripe", webhookSecret: "whsec_local_stripe" } as const;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** The API's base URL (host, port, protocol); null: Stripe's own. */
  apiUrl: string | null;
}

/**
 * The keys and where Stripe is, or null when the store cannot take
 * payments: outside local mode without STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET (set as secrets), no checkout starts and no webhook
 * is believed.
 */
export function stripeSettings(env: NodeJS.ProcessEnv = process.env): StripeSettings | null {
  const local = isEmulatorOnly(env);
  const secretKey = env.STRIPE_SECRET_KEY || (local ? LOCAL_STRIPE_KEYS.secretKey : "");
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || (local ? LOCAL_STRIPE_KEYS.webhookSecret : "");
  if (!secretKey || !webhookSecret) return null;
  return { secretKey, webhookSecret, apiUrl: env.STRIPE_API_URL || null };
}

/** The SDK, at the configured base URL. */
export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}

/** Stripe's signature check (`Stripe-Signature`: HMAC-SHA256 over timestamp and payload, 5 minutes' tolerance); throws on a forged or stale one. */
export function verifyStripeEvent(payload: string | Buffer, signature: string | undefined, webhookSecret: string): Stripe.Event {
  if (!signature) throw new Error("No Stripe-Signature header");
  return Stripe.webhooks.constructEvent(payload, signature, webhookSecret);
}

/** The header Stripe would send with `payload` (the local Stripe and tests sign with it). */
export function stripeSignatureHeader(payload: string, webhookSecret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, ...(timestamp ? { timestamp } : {}) });
}

export type { Stripe };
