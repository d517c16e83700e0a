import type { Order, OrderItem } from "../../../src/lib/domain/store/order";
import { beforeAll, beforeEach } from "vitest";
import { ARTIST_ID, OTHER_ARTIST_ID, ROLES, seedAccess, signInCast, type Cast } from "../accessFixtures";
import { repositories, resetDatabase } from "../support";

/** A release of each access-test artist, for the items of test orders. */
export const RELEASE_ID = "b0000000-0000-4000-8000-0000000000b1";
export const OTHER_RELEASE_ID = "b0000000-0000-4000-8000-0000000000b2";

/** Store view and edit on the first artist for the access tests' Artist Editor (no delete: no refunds). */
export async function grantArtistEditorStore(): Promise<void> {
  const repos = repositories();
  await Promise.all(
    (["view", "edit"] as const).map((action) =>
      repos.rolePermissions.set({ role_id: ROLES.artistEditor, permission_id: `store.${action}`, artist_id: ARTIST_ID }),
    ),
  );
}

/**
 * Registers the store tests' hooks: the access cast signed in once, and
 * before each test a fresh database with the access seed, the editor's store
 * grants and then `seed`. Answers the cast (ready once the hooks ran).
 */
export function storeAccessCast(seed: () => Promise<unknown>): () => Cast {
  let cast: Cast;
  beforeAll(async () => {
    cast = await signInCast();
  });
  beforeEach(async () => {
    await resetDatabase();
    await seedAccess(cast);
    await grantArtistEditorStore();
    await seed();
  });
  return () => cast;
}

export const item = (artist: "mine" | "other", overrides: Partial<OrderItem> = {}): OrderItem => ({
  product_id: artist === "mine" ? `digital_${RELEASE_ID}` : `digital_${OTHER_RELEASE_ID}`,
  type: "digital",
  kind: null,
  release_id: artist === "mine" ? RELEASE_ID : OTHER_RELEASE_ID,
  artist_id: artist === "mine" ? ARTIST_ID : OTHER_ARTIST_ID,
  track_id: null,
  variant_id: null,
  sku: null,
  title: artist === "mine" ? "Low Tide — Halden Drift" : "Bright Field — Mira Osei",
  quantity: 1,
  unit_amount: 700,
  amount: 700,
  ships: false,
  includes_digital: true,
  formats: ["flac", "mp3-320"],
  ...overrides,
});

export const vinyl = (artist: "mine" | "other"): OrderItem =>
  item(artist, {
    product_id: "c0000000-0000-4000-8000-0000000000c1",
    type: "physical",
    kind: "vinyl",
    variant_id: "std",
    sku: "LP-001",
    title: "Low Tide (LP)",
    unit_amount: 2200,
    amount: 2200,
    ships: true,
    includes_digital: true,
  });

/** An order made as the webhook makes it, through the orders repository. */
export async function saveOrder(id: string, items: OrderItem[], overrides: Partial<Order> = {}): Promise<Order> {
  const subtotal = items.reduce((sum, i) => sum + i.amount, 0);
  const ships = items.some((i) => i.ships);
  const order: Order = {
    id,
    number: `7KQ2-${id.slice(-4).toUpperCase()}`,
    email: "Buyer@Example.com",
    email_key: "buyer@example.com",
    source: "stripe",
    status: "paid",
    currency: "GBP",
    items,
    totals: { subtotal, shipping: ships ? 500 : 0, tax: 0, total: subtotal + (ships ? 500 : 0), fees: 45, refunded: 0 },
    fee_pending: false,
    artist_ids: [...new Set(items.flatMap((i) => (i.artist_id ? [i.artist_id] : [])))],
    release_ids: [...new Set(items.flatMap((i) => (i.release_id ? [i.release_id] : [])))],
    shipping_address: ships
      ? { name: "Ada Buyer", line1: "1 High St", line2: null, city: "Bristol", postal_code: "BS1 1AA", state: null, country: "GB" }
      : null,
    fulfilment: { state: ships ? "to_ship" : "not_required", carrier: null, tracking: null, shipped_at: null },
    download_token: "t".repeat(43),
    downloads_withdrawn: false,
    downloads: 0,
    stripe_session_id: "cs_test_1",
    stripe_payment_intent: "pi_test_1",
    code: null,
    events: [{ type: "paid", at: new Date("2026-11-20T10:00:00Z"), actor: null, detail: "" }],
    created_at: new Date("2026-11-20T10:00:00Z"),
    sale_day: "2026-11-20",
    ...overrides,
  };
  await repositories().storeOrders.set(order);
  return order;
}
