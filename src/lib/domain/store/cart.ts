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

export const cartSchema = z.object({
  lines: z.array(cartLineSchema).max(CART_MAX_LINES).default([]),
  /** The hold of the last checkout started from it: once that hold is paid, the cart starts empty again. */
  checkout: z.string().max(100).nullable().default(null),
});
export type Cart = z.output<typeof cartSchema>;

/** Two lines are the same item when they name the same product, variant and track (adding it again adds to the quantity). */
export const sameCartItem = (a: CartLine, b: CartLine) =>
  a.product_id === b.product_id && a.variant_id === b.variant_id && a.track_id === b.track_id;

/** The cart with `line` added: merged into the same item (quantity capped, the newer PWYW amount kept), or appended while there is room. */
export function addToCart(cart: Cart, line: CartLine): Cart {
  const existing = cart.lines.find((l) => sameCartItem(l, line));
  // A digital item is bought once per order; more copies of a record are more units.
  const quantityOf = (l: CartLine, q: number) => (l.variant_id === null ? 1 : Math.min(CART_MAX_QUANTITY, q));
  if (existing)
    return {
      ...cart,
      lines: cart.lines.map((l) =>
        l === existing ? { ...l, quantity: quantityOf(l, l.quantity + line.quantity), amount: line.amount ?? l.amount } : l,
      ),
    };
  if (cart.lines.length >= CART_MAX_LINES) return cart;
  return { ...cart, lines: [...cart.lines, { ...line, quantity: quantityOf(line, line.quantity) }] };
}

/** What names a line in the cart page's forms (a stale page names the item, never a position that moved). */
export const cartLineKey = (line: Pick<CartLine, "product_id" | "variant_id" | "track_id">) =>
  [line.product_id, line.variant_id ?? "", line.track_id ?? ""].join("~");

/** The cart without the line named `key` (unknown: unchanged). */
export function removeFromCart(cart: Cart, key: string): Cart {
  return { ...cart, lines: cart.lines.filter((l) => cartLineKey(l) !== key) };
}

/** The cart with the line named `key` at `quantity` (a download stays at 1). */
export function setCartQuantity(cart: Cart, key: string, quantity: number): Cart {
  return {
    ...cart,
    lines: cart.lines.map((l) =>
      cartLineKey(l) === key && l.variant_id !== null ? { ...l, quantity: Math.min(CART_MAX_QUANTITY, Math.max(1, quantity)) } : l,
    ),
  };
}

/** The BUY form of a product's page, as posted (works without JavaScript): the amount as typed, read in the store's currency. */
export const buyFormSchema = z.object({
  product_id: idSchema.max(100),
  variant_id: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v) => v || null),
  /** A single track of the digital album (its own BUY). */
  track_id: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || null),
  quantity: z.coerce.number().int().min(1).max(CART_MAX_QUANTITY).default(1),
  amount: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v) => v || null),
  email: z
    .string()
    .trim()
    .max(320)
    .optional()
    .transform((v) => v || null),
});
export type BuyForm = z.output<typeof buyFormSchema>;

const lineKeyField = z.string().max(300);
/**
 * The cart page's form posts (docs/store.md#the-cart), told apart by the
 * button pressed: ADD TO CART (the BUY form's fields), a line's new
 * quantity, REMOVE, and CHECKOUT with the receipt's email and the fan-list
 * box (a checkbox posts "on" only when ticked).
 */
export const cartFormSchema = z.discriminatedUnion("action", [
  buyFormSchema.omit({ email: true }).extend({ action: z.literal("add") }),
  z.object({ action: z.literal("update"), line: lineKeyField, quantity: z.coerce.number().int().min(1).max(CART_MAX_QUANTITY) }),
  z.object({ action: z.literal("remove"), line: lineKeyField }),
  z.object({
    action: z.literal("checkout"),
    email: buyFormSchema.shape.email,
    fan_list: z
      .string()
      .max(10)
      .optional()
      .transform((v) => v === "on"),
  }),
]);
export type CartForm = z.output<typeof cartFormSchema>;
