import { describe, expect, it } from "vitest";
import { orderSchema, type Order } from "../../../src/lib/domain/store/order";
import { salesCsv, salesRangeProblem, salesReport } from "../../../src/lib/domain/store/sales";
import { SALES_TEXTS } from "../../../src/lib/domain/store/storeAdminTexts";

/** A global grant's reach: every item, the label's own (of no artist) too. */
const everyItem = () => true;
/** A scoped grant's reach: the items of its artists alone. */
const artists =
  (...ids: string[]) =>
  (artistId: string | null) =>
    artistId !== null && ids.includes(artistId);

const item = (artist: string | null, amount: number, kind: "vinyl" | null = null) => ({
  product_id: "p",
  type: kind ? "physical" : "digital",
  kind,
  release_id: artist ? `r-${artist}` : null,
  artist_id: artist,
  title: "t",
  quantity: 1,
  unit_amount: amount,
  amount,
  ships: Boolean(kind),
  includes_digital: true,
});
const order = (id: string, day: string, items: ReturnType<typeof item>[], totals: Partial<Order["totals"]> = {}): Order => {
  const subtotal = items.reduce((s, i) => s + i.amount, 0);
  return orderSchema.parse({
    id,
    number: id,
    email: "a@b.test",
    email_key: "a@b.test",
    source: "stripe",
    status: "paid",
    currency: "GBP",
    items,
    totals: { subtotal, shipping: 0, tax: 0, total: subtotal, ...totals },
    fulfilment: { state: "not_required" },
    download_token: "x".repeat(43),
    created_at: new Date(`${day}T12:00:00Z`),
    sale_day: day,
  });
};
const names = { release: (id: string) => `Release ${id}`, artist: (id: string) => `Artist ${id}` };

describe("the sales report", () => {
  const orders = [
    order("o1", "2026-11-01", [item("a", 700), item("b", 300)], { total: 1000, fees: 50, refunded: 100, tax: 0 }),
    order("o2", "2026-11-02", [item("a", 2000, "vinyl")], { total: 2000, fees: 80, tax: 333 }),
  ];

  it("splits each order's gross, fees, tax and refunds over its items so every total adds up, net being what the label keeps", () => {
    const { rows, totals } = salesReport(orders, "day", everyItem, names);
    expect(rows.map((r) => r.key)).toEqual(["2026-11-01", "2026-11-02"]);
    expect(totals).toEqual({ orders: 2, gross: 3000, fees: 130, tax: 333, refunds: 100, net: 3000 - 130 - 333 - 100, fees_pending: 0 });
    const byArtist = salesReport(orders, "artist", everyItem, names).rows;
    expect(byArtist).toEqual([
      {
        key: "a",
        label: "Artist a",
        orders: 2,
        gross: 2700,
        fees: 35 + 80,
        tax: 333,
        refunds: 70,
        net: 2700 - 115 - 333 - 70,
        fees_pending: 0,
      },
      { key: "b", label: "Artist b", orders: 1, gross: 300, fees: 15, tax: 0, refunds: 30, net: 255, fees_pending: 0 },
    ]);
    expect(salesReport(orders, "format", everyItem, names).rows.map((r) => [r.label, r.gross])).toEqual([
      ["Vinyl", 2000],
      ["Digital", 1000],
    ]);
  });

  it("counts only the items of a scoped caller's artists", () => {
    const { rows, totals } = salesReport(orders, "release", artists("b"), names);
    expect(rows).toEqual([
      { key: "r-b", label: "Release r-b", orders: 1, gross: 300, fees: 15, tax: 0, refunds: 30, net: 255, fees_pending: 0 },
    ]);
    expect(totals.orders).toBe(1);
    expect(salesReport([order("o3", "2026-11-03", [item(null, 500)])], "artist", artists("a"), names).rows).toEqual([]);
  });

  it("says how many orders' Stripe fees are still pending rather than counting them as a known 0", () => {
    const unknown = orderSchema.parse({
      ...order("o4", "2026-11-01", [item("a", 900)], { fees: null }),
      stripe_payment_intent: "pi_1",
      fee_pending: true,
    });
    const redeemed = orderSchema.parse({ ...order("o5", "2026-11-01", [item("a", 0)], { fees: null }), source: "code" });
    const { rows, totals } = salesReport([...orders, unknown, redeemed], "day", everyItem, names);
    expect(rows[0]).toMatchObject({ key: "2026-11-01", orders: 3, gross: 1900, fees: 50, fees_pending: 1 });
    expect(rows[1]).toMatchObject({ key: "2026-11-02", fees_pending: 0 });
    expect(totals).toMatchObject({ orders: 4, fees: 130, fees_pending: 1 });
    expect(SALES_TEXTS.feesPending(1)).toBe("1 fee pending");
    const csv = salesCsv(salesReport([unknown], "day", everyItem, names), "day", "GBP").split("\r\n");
    expect(csv[1]).toBe("2026-11-01,1,9.00,0.00,0.00,0.00,9.00,1");
  });

  it("refuses a backwards range and one longer than a year", () => {
    expect(salesRangeProblem("2026-01-01", "2026-12-31")).toBeNull();
    expect(salesRangeProblem("2026-02-01", "2026-01-31")).toBe(SALES_TEXTS.rangeBackwards);
    expect(salesRangeProblem("2026-01-01", "2027-01-02")).toBe(SALES_TEXTS.rangeTooLong);
  });

  it("writes the CSV with plain decimals and a totals line, formula cells defused", () => {
    const csv = salesCsv(
      salesReport(orders, "release", everyItem, { release: (id) => (id === "r-a" ? '=HYPERLINK("x")' : id), artist: names.artist }),
      "release",
      "GBP",
    );
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("release,orders,gross_gbp,fees_gbp,tax_gbp,refunds_gbp,net_gbp,fees_pending");
    expect(lines[1]).toBe(`"'=HYPERLINK(""x"")",2,27.00,1.15,3.33,0.70,21.82,0`);
    expect(lines[3]).toBe("Total,2,30.00,1.30,3.33,1.00,24.37,0");
  });
});
