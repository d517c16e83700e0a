/** What the store's integration tests share: a product, a hold as a started checkout leaves it, and Stripe's deliveries. */
import { randomUUID } from "node:crypto";
import type { CheckoutHold } from "../../../src/lib/domain/store/hold";
import type { OrderItem } from "../../../src/lib/domain/store/order";
import { digitalProductId, type DigitalProduct, type PhysicalProduct, type Product } from "../../../src/lib/domain/store/product";
import { makeRelease } from "../../factories";
import { newOrderNumber } from "../../../src/lib/domain/store/code";
import { LOCAL_STRIPE_KEYS, stripeSignatureHeader } from "../../../src/lib/integrations/stripeClient";
import { holdStock } from "../../../src/lib/server/store/holdStock";
import { repositories } from "../support";

const repos = repositories();
export const NOW = new Date("2030-03-05T10:00:00Z");

export const vinyl = (stock: number): PhysicalProduct => ({
  id: randomUUID(),
  type: "physical",
  release_id: null,
  artist_id: null,
  status: "on_sale",
  kind: "vinyl",
  title: "Low Tide (LP)",
  description: "",
  price: 2500,
  variants: [{ id: "black", sku: "LT-LP-BLK", options: { size: null, colour: "Black" }, stock }],
  weight_grams: 300,
  includes_digital: true,
  image_ids: [],
  created_at: NOW,
  updated_at: NOW,
});

/** Where the tests' records ship: the UK, £3.50 GBP and £1.50 each additional; France, £9 and £3. */
/** A released album on sale at pay what you want: at least £7, £9 suggested. */
export async function pwywAlbum(): Promise<DigitalProduct> {
  const release = makeRelease({ title: "Low Tide" });
  await repos.releases.create(release);
  const product = {
    id: digitalProductId(release.id),
    type: "digital",
    release_id: release.id,
    title: "Low Tide",
    artist_id: release.artist_id ?? null,
    status: "on_sale",
    price: { mode: "pwyw", minimum: 700, suggested: 900 },
    track_prices: [],
    formats: ["flac", "mp3-320"],
    created_at: NOW,
    updated_at: NOW,
  } as DigitalProduct;
  await repos.storeProducts.create(product);
  return product;
}

export async function shippingZones(): Promise<void> {
  await repos.shippingZones.set({
    id: "uk",
    name: "UK",
    countries: ["GB"],
    first_item: 350,
    each_additional: 150,
    created_at: NOW,
    updated_at: NOW,
  });
  await repos.shippingZones.set({
    id: "fr",
    name: "France",
    countries: ["FR"],
    first_item: 900,
    each_additional: 300,
    created_at: NOW,
    updated_at: NOW,
  });
}

export const itemOf = (product: PhysicalProduct): OrderItem => ({
  product_id: product.id,
  type: "physical",
  kind: "vinyl",
  release_id: null,
  artist_id: null,
  track_id: null,
  variant_id: "black",
  sku: "LT-LP-BLK",
  title: "Low Tide (LP) — Black",
  quantity: 1,
  unit_amount: 2500,
  amount: 2500,
  ships: true,
  includes_digital: true,
  formats: [],
});

export async function openHold(product: PhysicalProduct): Promise<CheckoutHold | null> {
  const id = randomUUID();
  const held = await holdStock(repos, id, [itemOf(product)], new Map<string, Product>([[product.id, product]]), NOW);
  if (!held.ok) return null;
  const hold: CheckoutHold = {
    id,
    order_number: newOrderNumber(),
    state: "open",
    currency: "GBP",
    items: [itemOf(product)],
    unit_ids: held.unitIds,
    ships: true,
    email: null,
    fan_list_opt_in: null,
    stripe_session_id: `cs_test_${id}`,
    created_at: NOW,
    session_expires_at: new Date(NOW.getTime() + 30 * 60_000),
    closed_at: null,
  };
  await repos.storeHolds.create(hold);
  return hold;
}

/** A webhook delivery as Stripe makes it: the JSON body and its Stripe-Signature header. */
export function delivery(type: string, object: object, id = `evt_${randomUUID()}`) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    data: { object },
    api_version: "2025-01-01",
    created: Math.floor(NOW.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: null,
  });
  return { payload, signature: stripeSignatureHeader(payload, LOCAL_STRIPE_KEYS.webhookSecret) };
}

export const completed = (hold: CheckoutHold) => ({
  id: hold.stripe_session_id,
  object: "checkout.session",
  payment_status: "paid",
  status: "complete",
  metadata: { hold_id: hold.id },
  payment_intent: `pi_${hold.id}`,
  amount_total: 2900,
  total_details: { amount_shipping: 400, amount_tax: 0, amount_discount: 0 },
  customer_details: { email: "buyer@example.com" },
  collected_information: {
    shipping_details: {
      name: "Ada Buyer",
      address: { line1: "1 Quay St", line2: null, city: "Bristol", postal_code: "BS1 1AA", state: null, country: "GB" },
    },
  },
});
