/** The store's settings (docs/store.md#settings): one document, `store_settings/store`. */
import { z } from "zod";
import { currencySchema } from "./money";

export const STORE_SETTINGS_ID = "store";

/** Stripe's tax code for downloaded music ("Digital audio works, downloaded, non-subscription, permanent rights"), set on digital lines when Stripe Tax is on. */
export const DIGITAL_AUDIO_TAX_CODE = "txcd_10401100";

export const storeSettingsSchema = z.object({
  /** The label's currency: every price and order is in it. Changing it does not convert existing prices. */
  currency: currencySchema,
  /** Stripe Tax computes and adds sales tax / VAT at checkout (the label turns it on in its Stripe account first). */
  stripe_tax: z.boolean().default(false),
  /** Whether the store sells at all: off hides BUY and the store page's products. */
  enabled: z.boolean().default(true),
  updated_at: z.date().nullable().default(null),
});
export type StoreSettings = z.output<typeof storeSettingsSchema>;
