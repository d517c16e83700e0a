import { describe, expect, it } from "vitest";
import {
  CODE_ALPHABET,
  newDownloadCode,
  newDownloadToken,
  newOrderNumber,
  normalizeCode,
  randomSymbols,
} from "../../../src/lib/domain/store/code";
import { freeSlots, capacityFor, variantAvailability } from "../../../src/lib/domain/store/stock";
import { addToCart, cartLineKey, removeFromCart, CART_MAX_QUANTITY } from "../../../src/lib/domain/store/cart";
import { orderScopes, refundedStatus } from "../../../src/lib/domain/store/order";

describe("codes, numbers and tokens", () => {
  it("makes readable codes of at least 40 bits", () => {
    expect(newDownloadCode()).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    expect(newOrderNumber()).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(12 * Math.log2(CODE_ALPHABET.length)).toBeGreaterThan(40);
    expect(newDownloadToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const codes = new Set(Array.from({ length: 2000 }, () => newDownloadCode()));
    expect(codes.size).toBe(2000);
  });

  it("draws symbols without modulo bias: bytes at or above the last whole multiple are skipped", () => {
    // 30 symbols: 240 is the first byte a plain modulo would fold onto the alphabet's start.
    const bytes = [240, 255, 0, 29, 31];
    let i = 0;
    const random = (buffer: Uint8Array) => buffer.map(() => bytes[i++ % bytes.length]!);
    expect(randomSymbols(3, random)).toBe(`${CODE_ALPHABET[0]}${CODE_ALPHABET[29]}${CODE_ALPHABET[1]}`);
  });

  it("forgives how a code is typed, and refuses what cannot be one", () => {
    expect(normalizeCode("7kq2 m9xd 4htp")).toBe("7KQ2-M9XD-4HTP");
    expect(normalizeCode("7KQ2M9XD4HTP")).toBe("7KQ2-M9XD-4HTP");
    expect(normalizeCode("7KQ2-M9XD-4HT0")).toBeNull();
    expect(normalizeCode("7KQ2-M9XD")).toBeNull();
    expect(normalizeCode("x".repeat(10_000))).toBeNull();
  });
});

describe("stock slots", () => {
  it("offers only free slots below the stock, starting anywhere", () => {
    expect(freeSlots(5, new Set([1, 3]), 2)).toEqual([2, 4, 0]);
    expect(freeSlots(2, new Set([0, 1]), 0)).toEqual([]);
    expect(freeSlots(0, new Set(), 7)).toEqual([]);
    expect(variantAvailability(3, 5)).toBe(0);
    expect(capacityFor(10, 4)).toBe(14);
  });
});

describe("the cart", () => {
  const album = { product_id: "digital_a", variant_id: null, track_id: null, quantity: 1, amount: 800 };
  const lp = { product_id: "p1", variant_id: "black", track_id: null, quantity: 2, amount: null };

  it("merges the same item, keeps one copy of a download and caps a record's quantity", () => {
    let cart = addToCart({ lines: [], checkout: null }, album);
    cart = addToCart(cart, { ...album, amount: 1000 });
    expect(cart.lines).toEqual([{ ...album, amount: 1000 }]);
    cart = addToCart(cart, lp);
    cart = addToCart(cart, { ...lp, quantity: CART_MAX_QUANTITY });
    expect(cart.lines[1]!.quantity).toBe(CART_MAX_QUANTITY);
    expect(removeFromCart(cart, cartLineKey(album)).lines).toEqual([cart.lines[1]]);
    expect(removeFromCart(cart, "unknown~~").lines).toEqual(cart.lines);
  });
});

describe("orders", () => {
  it("counts a refund as partial until it reaches the total", () => {
    expect(refundedStatus(1000, 0)).toBe("paid");
    expect(refundedStatus(1000, 400)).toBe("partially_refunded");
    expect(refundedStatus(1000, 1000)).toBe("refunded");
  });

  it("lies in every artist's scope of its items, and the label's for an item of none", () => {
    expect(orderScopes({ items: [{ artist_id: "a" }, { artist_id: "b" }, { artist_id: "a" }, { artist_id: null }] as never })).toEqual([
      "a",
      "b",
      null,
    ]);
  });
});
