import { beforeEach, describe, expect, it } from "vitest";
import { SALES_TEXTS } from "../../../src/lib/domain/store/storeAdminTexts";
import { call, type Cast } from "../accessFixtures";
import { repositories } from "../support";
import { item, saveOrder, storeAccessCast } from "./orderFixtures";

/**
 * The sales report and its CSV (docs/store.md#sales): store view, a scoped
 * editor counting only their artist's items, a bad range a 400, and the
 * CSV's formula cells defused. Read-only: neither writes an audit entry.
 */
const repos = repositories();
const range = { from: "2026-11-01", to: "2026-11-30" };
const theCast = storeAccessCast(async () => {
  await saveOrder("d0000000-0000-4000-8000-000000000011", [item("mine"), item("other")]);
  await saveOrder("d0000000-0000-4000-8000-000000000012", [item("other")], { sale_day: "2026-12-01" });
});
let cast: Cast;
beforeEach(() => {
  cast = theCast();
});

describe("the sales report", () => {
  it("reports every artist's sales to a global grant and only their artist's items to a scoped editor; others are refused", async () => {
    const admin = (await call("storeSalesReport", { ...range, group_by: "artist" }, cast.superAdmin)).result as {
      rows: { label: string; gross: number }[];
      totals: { gross: number; orders: number };
    };
    expect(admin.rows.map((r) => [r.label, r.gross])).toEqual([
      ["Halden Drift", 700],
      ["Mira Osei", 700],
    ]);
    expect(admin.totals).toMatchObject({ gross: 1400, orders: 1 });

    const editor = (await call("storeSalesReport", { ...range, group_by: "artist" }, cast.artistEditor)).result as {
      rows: { label: string }[];
      totals: { gross: number };
    };
    expect(editor.rows.map((r) => r.label)).toEqual(["Halden Drift"]);
    expect(editor.totals.gross).toBe(700);

    expect((await call("storeSalesReport", range, cast.userManager)).error?.status).toBe("PERMISSION_DENIED");
    expect((await call("exportStoreSales", range)).error?.status).toBe("UNAUTHENTICATED");
  });

  it("answers 400 for a backwards range or a date that is not one", async () => {
    expect((await call("storeSalesReport", { from: "2026-11-30", to: "2026-11-01" }, cast.superAdmin)).error).toMatchObject({
      status: "INVALID_ARGUMENT",
      message: SALES_TEXTS.rangeBackwards,
    });
    expect((await call("exportStoreSales", { from: "2026-11-01", to: "2026-13-01" }, cast.superAdmin)).error?.status).toBe(
      "INVALID_ARGUMENT",
    );
  });

  it("exports the report as CSV with a totals line, and writes no audit entry", async () => {
    const exported = (await call("exportStoreSales", { ...range, group_by: "day" }, cast.artistEditor)).result as {
      filename: string;
      csv: string;
      rows: number;
    };
    expect(exported.filename).toBe("sales-day-2026-11-01-2026-11-30.csv");
    expect(exported.csv.split("\r\n").slice(0, 3)).toEqual([
      "day,orders,gross_gbp,fees_gbp,tax_gbp,refunds_gbp,net_gbp,fees_pending",
      "2026-11-20,1,7.00,0.23,0.00,0.00,6.77,0",
      "Total,1,7.00,0.23,0.00,0.00,6.77,0",
    ]);
    expect((await repos.auditLog.collection.get()).size).toBe(0);
  });
});
