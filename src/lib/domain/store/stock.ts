/**
 * Stock that never oversells (docs/store.md#stock). Every unit of a
 * variant is a numbered slot, `store_stock_units/{productId}~{variantId}~{n}`
 * for n below the variant's `stock`; holding or selling a unit is creating
 * its slot document. Only create() refuses a taken id everywhere (the local
 * Firestore does not isolate transactions, docs/local-stack.md), so two
 * buyers racing for the last unit cannot both create it: one holds it, the
 * other is told "Sold out".
 */
import { z } from "zod";
import { idSchema } from "../shared/fields";

export const STOCK_UNIT_STATES = ["held", "sold"] as const;

export const stockUnitSchema = z.object({
  /** stockUnitId(productId, variantId, index) */
  id: idSchema,
  product_id: idSchema,
  variant_id: z.string().min(1),
  index: z.int().min(0),
  state: z.enum(STOCK_UNIT_STATES),
  /** The checkout hold that took it; stays when sold. */
  hold_id: idSchema,
  /** The order it went to, once sold. */
  order_id: idSchema.nullable().default(null),
  created_at: z.date(),
});
export type StockUnit = z.output<typeof stockUnitSchema>;

export const stockUnitId = (productId: string, variantId: string, index: number) => `${productId}~${variantId}~${index}`;

/** What is left of a variant: its stock less the units held or sold. */
export function variantAvailability(stock: number, taken: number): number {
  return Math.max(0, stock - taken);
}

/** The `stock` a variant needs so that `inStockNow` units are left, given the units already sold (staff type what is on the shelf). */
export function capacityFor(inStockNow: number, sold: number): number {
  return sold + Math.max(0, inStockNow);
}

/**
 * The slot numbers to try for `wanted` units: the free ones below `stock`,
 * in an order that starts at a random place so racing buyers rarely try the
 * same slot first (each refusal costs a round trip, never a unit).
 */
export function freeSlots(stock: number, taken: ReadonlySet<number>, start: number): number[] {
  const free: number[] = [];
  for (let i = 0; i < stock; i++) {
    const n = (start + i) % Math.max(stock, 1);
    if (!taken.has(n)) free.push(n);
  }
  return free;
}

/** "Only 3 left" at or below this many, so a buyer knows to hurry. */
export const LOW_STOCK_THRESHOLD = 5;
