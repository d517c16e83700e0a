/**
 * The cart (docs/store.md#cart): lines a visitor chose, kept in a signed
 * cookie so it works without JavaScript and without an account. Only
 * references and quantities: prices are read on the server at checkout; a
 * pay-what-you-want line carries the amount the buyer typed, checked there
 * against the minimum.
 */
import { z } from "zod";
import { idSchema } from "../shared/fields";
import { minorAmountSchema } from "./money";

export const CART_MAX_LINES = 30;
export const CART_MAX_QUANTITY = 10;

export const cartLineSchema = z.object({
  product_id: idSchema.max(100),
  /** A physical product's variant; null for digital. */
  variant_id: z.string().max(40).nullable().default(null),
  /** A single track of a digital product; null for the album. */
  track_id: idSchema.max(100).nullable().default(null),
  quantity: z.int().min(1).max(CART_MAX_QUANTITY).default(1),
  /** The pay-what-you-want amount the buyer chose (minor units); null at a fixed price. */
  amount: minorAmountSchema.nullable().default(null),
});
export type CartLine = z.output<typeof cartLineSchema>;

export const cartSchema = z.object({ lines: z.array(cartLineSchema).max(CART_MAX_LINES).default([]) });
export type Cart = z.output<typeof cartSchema>;

/** Two lines are the same item when they name the same product, variant and track (adding it again adds to the quantity). */
export const sameCartItem = (a: CartLine, b: CartLine) => a.product_id === b.product_id && a.variant_id === b.variant_id && a.track_id === b.track_id;

/** The cart with `line` added: merged into the same item (quantity capped, the newer PWYW amount kept), or appended while there is room. */
export function addToCart(cart: Cart, line: CartLine): Cart {
  const existing = cart.lines.find((l) => sameCartItem(l, line));
  // A digital item is bought once per order; more copies of a record are more units.
  const quantityOf = (l: CartLine, q: number) => (l.variant_id === null ? 1 : Math.min(CART_MAX_QUANTITY, q));
  if (existing) return { lines: cart.lines.map((l) => (l === existing ? { ...l, quantity: quantityOf(l, l.quantity + line.quantity), amount: line.amount ?? l.amount } : l)) };
  if (cart.lines.length >= CART_MAX_LINES) return cart;
  return { lines: [...cart.lines, { ...line, quantity: quantityOf(line, line.quantity) }] };
}

/** The cart without the line at `index` (out of range: unchanged). */
export function removeFromCart(cart: Cart, index: number): Cart {
  return { lines: cart.lines.filter((_, i) => i !== index) };
}

/** The BUY form of a product's page, as posted (works without JavaScript): the amount as typed, read in the store's currency. */
export const buyFormSchema = z.object({
  product_id: idSchema.max(100),
  variant_id: z.string().trim().max(40).optional().transform((v) => v || null),
  /** A single track of the digital album (its own BUY). */
  track_id: z.string().trim().max(100).optional().transform((v) => v || null),
  quantity: z.coerce.number().int().min(1).max(CART_MAX_QUANTITY).default(1),
  amount: z.string().trim().max(40).optional().transform((v) => v || null),
  email: z.string().trim().max(320).optional().transform((v) => v || null),
});
export type BuyForm = z.output<typeof buyFormSchema>;
