/**
 * The store's sales report (docs/store.md#sales): gross, Stripe fees, tax,
 * refunds and net per day, release, artist or format, over the orders of a
 * range of sale days, narrowed to the caller's artists. Amounts in minor
 * units of the store's currency.
 */
import { csvTable } from "../campaigns/reminderCsv";
import { SALES_RANGE_MAX_DAYS, SALES_TEXTS } from "./storeAdminTexts";
import { CURRENCIES, type Currency } from "./money";
import type { PhysicalKind } from "./product";
import { feeStillPending, type Order, type OrderItem } from "./order";
import type { SalesRow } from "./contract";

export type SalesGroup = "day" | "release" | "artist" | "format";

/** Why a range cannot be reported on, or null. Days are YYYY-MM-DD, already checked as dates. */
export function salesRangeProblem(from: string, to: string): string | null {
  if (to < from) return SALES_TEXTS.rangeBackwards;
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return days > SALES_RANGE_MAX_DAYS ? SALES_TEXTS.rangeTooLong : null;
}

type Money = Omit<SalesRow, "key" | "label" | "orders" | "fees_pending">;
const MONEY_FIELDS = ["gross", "fees", "tax", "refunds", "net"] as const;

/**
 * Splits `amount` over the items in proportion to their amounts, the last
 * item taking what rounding left, so the parts add up to the whole. An order
 * of nothing but free items splits evenly.
 */
function split(amount: number, items: readonly OrderItem[]): number[] {
  const subtotal = items.reduce((sum, item) => sum + item.amount, 0);
  const parts = items.map((item) => Math.round((amount * (subtotal > 0 ? item.amount : 1)) / (subtotal > 0 ? subtotal : items.length)));
  parts[parts.length - 1]! += amount - parts.reduce((sum, part) => sum + part, 0);
  return parts;
}

/** Each item's share of what the buyer paid (gross), its fees, tax and refunds, and what the label keeps (net). */
function itemShares(order: Order): Money[] {
  const { total, fees, tax, refunded } = order.totals;
  const [gross, fee, taxes, refunds] = [
    split(total, order.items),
    split(fees ?? 0, order.items),
    split(tax, order.items),
    split(refunded, order.items),
  ];
  return order.items.map((_, i) => {
    const share = { gross: gross[i]!, fees: fee[i]!, tax: taxes[i]!, refunds: refunds[i]! };
    return { ...share, net: share.gross - share.fees - share.tax - share.refunds };
  });
}

const KIND_LABELS: Record<PhysicalKind, string> = { vinyl: "Vinyl", cd: "CD", cassette: "Cassette", shirt: "Shirt", other: "Other" };

export interface SalesNames {
  release: (id: string) => string | undefined;
  artist: (id: string) => string | undefined;
}

function groupOf(group: SalesGroup, order: Order, item: OrderItem, names: SalesNames): { key: string; label: string } {
  switch (group) {
    case "day":
      return { key: order.sale_day, label: order.sale_day };
    case "release":
      return item.release_id
        ? { key: item.release_id, label: names.release(item.release_id) ?? item.release_id }
        : { key: "", label: SALES_TEXTS.noRelease };
    case "artist":
      return item.artist_id
        ? { key: item.artist_id, label: names.artist(item.artist_id) ?? item.artist_id }
        : { key: "", label: SALES_TEXTS.labelOwn };
    case "format":
      return item.kind ? { key: item.kind, label: KIND_LABELS[item.kind] } : { key: "digital", label: SALES_TEXTS.digital };
  }
}

/**
 * The report: one row per group (days in order; the others by gross, then
 * name), and the totals. Only the items whose artist `reaches` counts (the
 * caller's artists; with a global grant every item, the label's own items,
 * of no artist, only then); an order counts once in each row it adds to and
 * once in the totals.
 */
export function salesReport(
  orders: readonly Order[],
  group: SalesGroup,
  reaches: (artistId: string | null) => boolean,
  names: SalesNames,
): { rows: SalesRow[]; totals: Omit<SalesRow, "key" | "label"> } {
  const rows = new Map<string, SalesRow & { ids: Set<string>; pending: Set<string> }>();
  const counted = new Set<string>();
  const totals = { orders: 0, gross: 0, fees: 0, tax: 0, refunds: 0, net: 0, fees_pending: 0 };
  const pending = new Set<string>();
  for (const order of orders) {
    const shares = itemShares(order);
    const feePending = feeStillPending(order);
    order.items.forEach((item, i) => {
      if (!reaches(item.artist_id)) return;
      const { key, label } = groupOf(group, order, item, names);
      const row = rows.get(key) ?? {
        key,
        label,
        orders: 0,
        gross: 0,
        fees: 0,
        tax: 0,
        refunds: 0,
        net: 0,
        fees_pending: 0,
        ids: new Set<string>(),
        pending: new Set<string>(),
      };
      rows.set(key, row);
      for (const field of MONEY_FIELDS) {
        row[field] += shares[i]![field];
        totals[field] += shares[i]![field];
      }
      row.ids.add(order.id);
      counted.add(order.id);
      if (feePending) {
        row.pending.add(order.id);
        pending.add(order.id);
      }
    });
  }
  totals.orders = counted.size;
  totals.fees_pending = pending.size;
  const sorted = [...rows.values()].map(({ ids, pending: rowPending, ...row }) => ({
    ...row,
    orders: ids.size,
    fees_pending: rowPending.size,
  }));
  sorted.sort(group === "day" ? (a, b) => a.key.localeCompare(b.key) : (a, b) => b.gross - a.gross || a.label.localeCompare(b.label));
  return { rows: sorted, totals };
}

/** "1234.50", "-7.00": a plain decimal a spreadsheet reads as a number (no grouping commas). */
function decimal(amount: number, currency: Currency): string {
  const { exponent } = CURRENCIES[currency];
  return (amount / 10 ** exponent).toFixed(exponent);
}

/**
 * The report as CSV for the accountant: amounts as decimals of the currency,
 * formula cells defused (a negative net starts with "-", so it reads as text
 * there); last, how many orders' fees are not known yet (their fees are not
 * in `fees`, so that row's fees and net are provisional).
 */
export function salesCsv(report: ReturnType<typeof salesReport>, group: SalesGroup, currency: Currency): string {
  const money = (row: Money) => MONEY_FIELDS.map((field) => decimal(row[field], currency));
  return csvTable(
    [group, "orders", ...MONEY_FIELDS.map((field) => `${field}_${currency.toLowerCase()}`), "fees_pending"],
    [
      ...report.rows.map((row) => [row.label, String(row.orders), ...money(row), String(row.fees_pending)]),
      ["Total", String(report.totals.orders), ...money(report.totals), String(report.totals.fees_pending)],
    ],
  );
}
