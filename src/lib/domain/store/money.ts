/**
 * Money in the store (docs/store.md#money): integer minor units of one
 * currency, the label's setting beside its time zone. Amounts are always the
 * server's; the browser only ever sends a pay-what-you-want amount, checked
 * here against the product's minimum.
 */
import { z } from "zod";

/** The currencies a label may sell in, with their minor-unit exponent and symbol (Stripe's list, trimmed to what a label is likely to use). */
export const CURRENCIES = {
  GBP: { exponent: 2, symbol: "£" },
  EUR: { exponent: 2, symbol: "€" },
  USD: { exponent: 2, symbol: "$" },
  CAD: { exponent: 2, symbol: "$" },
  AUD: { exponent: 2, symbol: "$" },
  NZD: { exponent: 2, symbol: "$" },
  CHF: { exponent: 2, symbol: "CHF " },
  SEK: { exponent: 2, symbol: "kr " },
  NOK: { exponent: 2, symbol: "kr " },
  DKK: { exponent: 2, symbol: "kr " },
  PLN: { exponent: 2, symbol: "zł " },
  JPY: { exponent: 0, symbol: "¥" },
} as const;
export type Currency = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as [Currency, ...Currency[]];
export const currencySchema = z.enum(CURRENCY_CODES);

/** The highest amount of one price or line: 1,000,000 major units (Stripe's own ceiling is 99,999,999 minor units). */
export const MAX_MINOR_AMOUNT = 99_999_999;

/** An amount in minor units (pence, cents): a whole number, never negative. */
export const minorAmountSchema = z.int().min(0).max(MAX_MINOR_AMOUNT);
export type MinorAmount = z.output<typeof minorAmountSchema>;

/** "7", "7.50", "1,234.5" for an amount in minor units: whole amounts without decimals, others with all of them. */
export function formatAmount(amount: number, currency: Currency): string {
  const { exponent } = CURRENCIES[currency];
  const negative = amount < 0;
  const abs = Math.abs(amount);
  const major = Math.floor(abs / 10 ** exponent);
  const minor = abs % 10 ** exponent;
  const majorText = major.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const text = minor === 0 || exponent === 0 ? majorText : `${majorText}.${minor.toString().padStart(exponent, "0")}`;
  return negative ? `-${text}` : text;
}

/** "£7 GBP", "€12.50 EUR": the symbol and the code, so a buyer abroad is never unsure. */
export function formatMoney(amount: number, currency: Currency): string {
  const negative = amount < 0;
  const text = `${CURRENCIES[currency].symbol}${formatAmount(Math.abs(amount), currency)} ${currency}`;
  return negative ? `-${text}` : text;
}

/**
 * Reads an amount a person typed ("7", "7.5", "£7.50", "7,50") into minor
 * units, or null when it is not an amount of this currency (too many
 * decimals, letters, negative, above MAX_MINOR_AMOUNT).
 */
export function parseAmount(input: string, currency: Currency): number | null {
  const { exponent, symbol } = CURRENCIES[currency];
  let text = input
    .trim()
    .replace(symbol.trim(), "")
    .replace(new RegExp(`\\s*${currency}$`, "i"), "")
    .trim();
  // "7,50" (a decimal comma) when there is no dot and the comma has 1–2 digits after it.
  if (!text.includes(".") && /^\d+,\d{1,2}$/.test(text)) text = text.replace(",", ".");
  text = text.replace(/,(?=\d{3}(\D|$))/g, "");
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const decimals = match[2] ?? "";
  if (decimals.length > exponent) return null;
  const amount = Number(match[1]) * 10 ** exponent + Number(decimals.padEnd(exponent, "0") || "0");
  return amount <= MAX_MINOR_AMOUNT ? amount : null;
}

/** The amount as a plain decimal for a form field's value ("7.50", "7"), the reverse of parseAmount. */
export function amountInputValue(amount: number, currency: Currency): string {
  return formatAmount(amount, currency).replace(/,/g, "");
}
