/**
 * The cart's cookie (docs/store.md#the-cart): the cart's lines as JSON,
 * base64url, then an HMAC-SHA256 of them under the server's secret, so a
 * visitor cannot forge a cart the server would take as its own writing (the
 * prices are read on the server anyway; the signature keeps the cookie to
 * what the cart page wrote). Named `__session`: the only cookie Firebase
 * Hosting passes to a function.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { cartSchema, type Cart } from "../../domain/store";

export const CART_COOKIE = "__session";
/**
 * A hint beside the cart, the number of items in it, for the header's count
 * (src/components/Nav.astro): not HttpOnly, so the static pages' script can
 * read it; unsigned, as it grants nothing (a forged one only shows a wrong
 * count to the one who forged it). Hosting passes it to no function.
 */
export const CART_COUNT_COOKIE = "cart_items";
/** A cart is kept 30 days after its last change. */
const CART_COOKIE_MAX_AGE = 30 * 24 * 3600;
/** Browsers keep cookies up to 4096 bytes: a cart written longer is refused rather than silently dropped. */
export const CART_COOKIE_MAX_BYTES = 3800;

const sign = (payload: string, secret: string) => createHmac("sha256", `store-cart:${secret}`).update(payload).digest("base64url");

/** Each line as a tuple: a full cart of 30 lines with long ids then fits in one cookie. */
type Packed = { l: [string, string | null, string | null, number, number | null][]; c: string | null };
const pack = (cart: Cart): Packed => ({
  l: cart.lines.map((line) => [line.product_id, line.variant_id, line.track_id, line.quantity, line.amount]),
  c: cart.checkout,
});
const unpack = (packed: Packed) => ({
  lines: packed.l.map(([product_id, variant_id, track_id, quantity, amount]) => ({ product_id, variant_id, track_id, quantity, amount })),
  checkout: packed.c,
});

/** The cookie's value for `cart`, or null when it would not fit in a cookie. */
export function cartCookieValue(cart: Cart, secret: string): string | null {
  const payload = Buffer.from(JSON.stringify(pack(cart))).toString("base64url");
  const value = `${payload}.${sign(payload, secret)}`;
  return value.length > CART_COOKIE_MAX_BYTES ? null : value;
}

/** The cart a Cookie header carries; an empty cart when there is none or its signature is not the server's. */
export function readCartCookie(cookieHeader: string | undefined, secret: string): Cart {
  const empty: Cart = { lines: [], checkout: null };
  const raw = (cookieHeader ?? "")
    .split(/;\s*/)
    .find((part) => part.startsWith(`${CART_COOKIE}=`))
    ?.slice(CART_COOKIE.length + 1);
  const [payload, signature] = (raw ?? "").split(".");
  if (!payload || !signature) return empty;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return empty;
  try {
    // Signed by this server, but parsed as strictly as any input: a cookie of an older shape reads as an empty cart.
    const parsed = cartSchema.safeParse(unpack(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Packed));
    return parsed.success ? parsed.data : empty;
  } catch {
    return empty;
  }
}

/** The items a cart holds, as its header count says: each line's quantity (a download is one). */
export const cartItemCount = (cart: Cart): number => cart.lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * The Set-Cookie headers keeping `value` (HttpOnly: no script reads it;
 * Secure on an https site) and the header count's hint beside it, which
 * lives as long and is removed with an empty cart.
 */
export function cartSetCookies(value: string, cart: Cart, secure: boolean): string[] {
  const tail = `SameSite=Lax${secure ? "; Secure" : ""}`;
  const count = cartItemCount(cart);
  return [
    `${CART_COOKIE}=${value}; Path=/; Max-Age=${CART_COOKIE_MAX_AGE}; HttpOnly; ${tail}`,
    `${CART_COUNT_COOKIE}=${count}; Path=/; Max-Age=${count > 0 ? CART_COOKIE_MAX_AGE : 0}; ${tail}`,
  ];
}
