/**
 * A cart priced at the server's prices (docs/store.md#checkout): each line
 * becomes an order item, or the cart is refused with the message of the
 * first line that cannot be bought (not for sale, sold out, a
 * pay-what-you-want amount under its minimum).
 */
import type { CartLine } from "./cart";
import { formatMoney, type Currency } from "./money";
import type { OrderItem } from "./order";
import { variantLabel, type Product } from "./product";
import { STORE_TEXTS } from "./storeTexts";

/** What pricing needs of a release: its title, its primary artist's name and its tracks' titles. */
export interface ReleaseForSale {
  title: string;
  artist_name: string;
  tracks: readonly { id: string; title: string }[];
}

/** A refused line: its index, the buyer's message, and whether it is sold out (then it leaves the cart, as the message says). */
export type RefusedLine = { ok: false; line: number; message: string; soldOut: boolean };
export type PricedCart = { ok: true; items: OrderItem[]; ships: boolean; subtotal: number } | RefusedLine;

export function priceCart(
  lines: readonly CartLine[],
  products: ReadonlyMap<string, Product>,
  releases: ReadonlyMap<string, ReleaseForSale>,
  currency: Currency,
): PricedCart {
  const items: OrderItem[] = [];
  for (const [index, line] of lines.entries()) {
    const item = priceLine(line, products.get(line.product_id), releases, currency);
    if (typeof item === "string") return { ok: false, line: index, message: item, soldOut: item.startsWith(STORE_TEXTS.soldOut) };
    items.push(item);
  }
  return { ok: true, items, ships: items.some((item) => item.ships), subtotal: items.reduce((sum, item) => sum + item.amount, 0) };
}

function priceLine(
  line: CartLine,
  product: Product | undefined,
  releases: ReadonlyMap<string, ReleaseForSale>,
  currency: Currency,
): OrderItem | string {
  if (!product || product.status === "hidden") return STORE_TEXTS.notForSale;
  const release = product.release_id ? releases.get(product.release_id) : undefined;
  const releaseTitle = release ? `${release.title} — ${release.artist_name}` : null;
  if (product.status === "sold_out")
    return STORE_TEXTS.soldOutWhileInCart(releaseTitle ?? (product.type === "physical" ? product.title : ""));
  const base = {
    product_id: product.id,
    release_id: product.release_id,
    artist_id: product.artist_id,
    sku: null,
    variant_id: null,
    track_id: null,
    kind: null,
  };
  if (product.type === "digital") {
    if (!release) return STORE_TEXTS.notForSale;
    if (line.track_id) {
      const price = product.track_prices.find((t) => t.track_id === line.track_id);
      const track = release.tracks.find((t) => t.id === line.track_id);
      if (!price || !track) return STORE_TEXTS.notForSale;
      return {
        ...base,
        type: "digital",
        track_id: track.id,
        title: `${track.title} — ${release.artist_name}`,
        quantity: 1,
        unit_amount: price.amount,
        amount: price.amount,
        ships: false,
        includes_digital: true,
        formats: product.formats,
      };
    }
    let amount: number;
    if (product.price.mode === "fixed") amount = product.price.amount;
    else {
      amount = line.amount ?? product.price.suggested;
      if (amount < product.price.minimum) return STORE_TEXTS.belowMinimum(formatMoney(product.price.minimum, currency));
    }
    return {
      ...base,
      type: "digital",
      title: releaseTitle!,
      quantity: 1,
      unit_amount: amount,
      amount,
      ships: false,
      includes_digital: true,
      formats: product.formats,
    };
  }
  const variant = product.variants.find((v) => v.id === line.variant_id);
  if (!variant) return STORE_TEXTS.notForSale;
  const label = variantLabel(variant);
  const title = [product.title, label].filter(Boolean).join(" — ");
  return {
    ...base,
    type: "physical",
    kind: product.kind,
    variant_id: variant.id,
    sku: variant.sku,
    title,
    quantity: line.quantity,
    unit_amount: product.price,
    amount: product.price * line.quantity,
    ships: true,
    includes_digital: product.includes_digital,
    formats: [],
  };
}
