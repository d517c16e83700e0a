import { describe, expect, it } from "vitest";
import { addToCart, CART_MAX_LINES, cartFormSchema, cartLineKey, setCartQuantity, type Cart } from "../../../src/lib/domain/store/cart";
import { cartCookieValue, cartSetCookies, readCartCookie } from "../../../src/lib/server/store/cartCookie";

const album = { product_id: "digital_a", variant_id: null, track_id: null, quantity: 1, amount: 800 };
const lp = { product_id: "p1", variant_id: "black", track_id: null, quantity: 2, amount: null };
const cart: Cart = { lines: [album, lp], checkout: null };

describe("the cart's lines", () => {
  it("changes a record's quantity within 1 to 10 and leaves a download at one copy", () => {
    expect(setCartQuantity(cart, cartLineKey(lp), 4).lines[1]!.quantity).toBe(4);
    expect(setCartQuantity(cart, cartLineKey(lp), 40).lines[1]!.quantity).toBe(10);
    expect(setCartQuantity(cart, cartLineKey(album), 3).lines[0]!.quantity).toBe(1);
    expect(setCartQuantity(cart, "unknown~~", 3)).toEqual(cart);
  });

  it("adds nothing past the last line it holds", () => {
    const full: Cart = { lines: Array.from({ length: CART_MAX_LINES }, (_, n) => ({ ...lp, product_id: `p${n}` })), checkout: null };
    expect(addToCart(full, { ...lp, product_id: "another" })).toBe(full);
  });

  it("reads the cart page's posts by the button pressed, a ticked box as true", () => {
    expect(cartFormSchema.parse({ action: "checkout", email: "", fan_list: "on" })).toEqual({
      action: "checkout",
      email: null,
      fan_list: true,
    });
    expect(cartFormSchema.parse({ action: "checkout" })).toMatchObject({ fan_list: false });
    expect(cartFormSchema.parse({ action: "add", product_id: "p1", variant_id: "black", quantity: "2", amount: "" })).toMatchObject({
      variant_id: "black",
      quantity: 2,
      amount: null,
      track_id: null,
    });
    expect(cartFormSchema.safeParse({ action: "update", line: "p1~black~", quantity: "0" }).success).toBe(false);
    expect(cartFormSchema.safeParse({ action: "pay" }).success).toBe(false);
  });
});

describe("the cart's cookie", () => {
  it("reads back the cart it wrote, and an empty cart from a cookie it did not sign", () => {
    const value = cartCookieValue(cart, "secret")!;
    expect(readCartCookie(`other=1; __session=${value}; x=2`, "secret")).toEqual(cart);
    expect(readCartCookie(`__session=${value}`, "another secret")).toEqual({ lines: [], checkout: null });
    const [payload, signature] = value.split(".");
    const tampered = Buffer.from(Buffer.from(payload!, "base64url").toString().replace("800", "1")).toString("base64url");
    expect(readCartCookie(`__session=${tampered}.${signature}`, "secret")).toEqual({ lines: [], checkout: null });
    expect(readCartCookie(undefined, "secret")).toEqual({ lines: [], checkout: null });
    expect(readCartCookie("__session=garbage", "secret")).toEqual({ lines: [], checkout: null });
  });

  it("fits a full cart of long ids in one cookie, kept from scripts and marked Secure on an https site", () => {
    const full: Cart = {
      lines: Array.from({ length: CART_MAX_LINES }, () => ({ ...lp, product_id: crypto.randomUUID(), variant_id: "v".repeat(20) })),
      checkout: crypto.randomUUID(),
    };
    const value = cartCookieValue(full, "secret");
    expect(value).not.toBeNull();
    expect(cartSetCookies(value!, full, true)[0]).toMatch(/^__session=.+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure$/);
    expect(cartSetCookies(value!, full, false).join("\n")).not.toMatch(/Secure/);
  });

  it("sets beside it, readable by the header's script, the number of items in the cart, and removes it with an empty cart", () => {
    const [, hint] = cartSetCookies(cartCookieValue(cart, "secret")!, cart, true);
    expect(hint).toBe("cart_items=3; Path=/; Max-Age=2592000; SameSite=Lax; Secure");
    const empty: Cart = { lines: [], checkout: null };
    expect(cartSetCookies(cartCookieValue(empty, "secret")!, empty, false)[1]).toBe("cart_items=0; Path=/; Max-Age=0; SameSite=Lax");
  });
});
