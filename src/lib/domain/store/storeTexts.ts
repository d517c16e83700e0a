/**
 * The store's words (docs/store.md#texts). The issue quotes "£7 GBP or
 * more", "Only 3 left", "Sold out" and "Out now: your download is ready";
 * every other text is the store's own, listed here once.
 */
import { formatMoney, type Currency } from "./money";
import type { DownloadFormat, Price } from "./product";

export const STORE_TEXTS = {
  buy: "BUY",
  addToCart: "ADD TO CART",
  checkout: "CHECKOUT",
  soldOut: "Sold out",
  onlyLeft: (n: number) => `Only ${n} left`,
  nameYourPrice: "Name your price",
  cartTitle: "Your cart",
  cartEmpty: "Your cart is empty.",
  remove: "REMOVE",
  update: "UPDATE",
  cartTotal: "Total",
  cartLink: "CART",
  /** More lines than a cart (or its cookie) holds. */
  cartFull: "Your cart is full. Check out or remove something first.",
  /** A line's form named an item the cart no longer holds (another tab changed it). */
  cartLineGone: "That item is no longer in your cart.",
  storeTitle: "Store",
  storeHeading: "STORE",
  storeLead: "Downloads and merch, straight from the label.",
  storeEmpty: "Nothing is for sale right now. Check back soon.",
  forSale: "FOR SALE",
  singleTracks: "Single tracks",
  amountLabel: (currency: string) => `Your price (${currency})`,
  amountHint: (minimum: string) => `${minimum} or more`,
  variantLabel: "Size / colour",
  quantityLabel: "Quantity",
  formatsOffered: (formats: readonly string[]) => `Download in ${formats.join(", ")}`,
  viewRelease: "View release",
  thanksTitle: "THANK YOU",
  thanksLead: "We are confirming your order with the payment provider.",
  thanksReceipt: "A receipt is on its way to your inbox, with the link to your downloads.",
  cancelledTitle: "CHECKOUT CANCELLED",
  cancelledLead: "Nothing was charged.",
  cancelledHeld: "Anything held for you is back on sale, and your cart is as you left it.",
  cancelLinkInvalid: "This checkout link is not valid.",
  backToStore: "BACK TO THE STORE",
  checkoutRefusedTitle: "We could not start your checkout",
  back: "Back",
  /** A PWYW amount under the product's minimum. */
  belowMinimum: (minimum: string) => `Please enter ${minimum} or more.`,
  invalidAmount: "Please enter an amount, such as 7 or 7.50.",
  notForSale: "This item is no longer for sale.",
  /** Another buyer holds or bought the last unit. */
  soldOutWhileInCart: (title: string) => `Sold out: ${title}. It was removed from your cart.`,
  checkoutUnavailable: "Checkout is not available right now. Please try again later.",
  /** Something ships but no shipping zone is set up. */
  noShipping: "We cannot ship orders yet. Please remove the items that ship, or try again later.",
  checkoutCancelled: "Checkout cancelled. Your cart is as you left it.",
  thankYou: "Thank you! Your order is confirmed. A receipt is on its way to your inbox.",
  emailLabel: "Email for your receipt",
  invalidEmail: "Please enter a valid email address.",
  outNow: "Out now: your download is ready",
  receiptSubject: (label: string, number: string) => `Your ${label} order ${number}`,
  orderNotFound: "Order not found.",
  codeBatchNotFound: "Code batch not found.",
  productNotFound: "Product not found.",
  refundTooLarge: "A refund cannot be more than what is left to refund.",
  alreadyRefunded: "This order is already fully refunded.",
  notStripeOrder: "Only orders paid through Stripe can be refunded.",
  stripeNotConfigured: "Stripe is not set up: refunds need STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.",
} as const;

/** What a product's price reads on its page: "£7 GBP", "£7 GBP or more", "Name your price". */
export function priceText(price: Price, currency: Currency): string {
  if (price.mode === "fixed") return formatMoney(price.amount, currency);
  if (price.minimum === 0) return STORE_TEXTS.nameYourPrice;
  return `${formatMoney(price.minimum, currency)} or more`;
}

/** The stock line under a product: "Sold out", "Only 3 left" at LOW_STOCK_THRESHOLD or below, or nothing. */
export function stockText(available: number, lowStockThreshold: number): string | null {
  if (available <= 0) return STORE_TEXTS.soldOut;
  return available <= lowStockThreshold ? STORE_TEXTS.onlyLeft(available) : null;
}

/** Formats as buyers read them. */
export const DOWNLOAD_FORMAT_LABELS: Record<DownloadFormat, string> = {
  flac: "FLAC",
  "mp3-320": "MP3 320",
  "mp3-v0": "MP3 V0",
  aac: "AAC",
  opus: "Ogg Opus",
  wav: "WAV",
};
