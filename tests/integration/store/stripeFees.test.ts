import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeEach, describe, expect, it } from "vitest";
import { stackConfig } from "../../../scripts/stack/config";
import { fakeServiceEnv, fakeServiceUrls } from "../../../scripts/stack/fakeServices";
import { LABEL } from "../../../src/config/label";
import { todayIsoDate } from "../../../src/lib/domain/shared/dates";
import { digitalProductId, type DigitalProduct } from "../../../src/lib/domain/store/product";
import { localStripeFee } from "../../../scripts/stack/fakes/stripeFake";
import { makeRelease } from "../../factories";
import { call, type Cast } from "../accessFixtures";
import { functionUrl, repositories } from "../support";
import { RELEASE_ID, storeAccessCast } from "./orderFixtures";
import { NOW } from "./storeSupport";

/**
 * Stripe's fees (docs/store.md#stripe-fees): a buyer pays on the stack's
 * local Stripe, whose charge carries a balance transaction with its fee;
 * the webhook's order records that fee, and the sales report and its CSV
 * take it off the gross. A fee Stripe could not give when the order was paid
 * is recorded as unknown, reported as pending, and read again by the
 * store-fees job (`npm run job -- store-fees`), once.
 */
const repos = repositories();
const theCast = storeAccessCast(async () => {
  await repos.releases.set(makeRelease({ id: RELEASE_ID, title: "Low Tide" }));
  await repos.storeProducts.create({
    id: digitalProductId(RELEASE_ID),
    type: "digital",
    release_id: RELEASE_ID,
    title: "Low Tide",
    artist_id: null,
    status: "on_sale",
    price: { mode: "pwyw", minimum: 700, suggested: 900 },
    track_prices: [],
    formats: ["flac"],
    created_at: NOW,
    updated_at: NOW,
  } as DigitalProduct);
});
let cast: Cast;
beforeEach(() => {
  cast = theCast();
});

const form = (fields: Record<string, string>) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

describe("Stripe's fees", () => {
  it("the order paid on the local Stripe records its charge's fee, and the sales report and CSV show gross, fees and net", async () => {
    const started = await fetch(
      functionUrl("buy"),
      form({ product_id: digitalProductId(RELEASE_ID), amount: "9.50", email: "fees@example.com" }),
    );
    expect(started.status).toBe(303);
    expect(
      (await fetch(started.headers.get("location")!, form({ action: "pay", email: "fees@example.com", card: "4242424242424242" }))).status,
    ).toBe(303);

    const [order] = await repos.storeOrders.listByEmail("fees@example.com");
    const fee = localStripeFee(950);
    expect(fee).toBe(34);
    expect(order?.totals).toMatchObject({ total: 950, fees: fee });

    const day = todayIsoDate(order!.created_at, LABEL.timeZone);
    const report = (await call("storeSalesReport", { from: day, to: day, group_by: "day" }, cast.superAdmin)).result as {
      totals: Record<string, number>;
    };
    expect(report.totals).toEqual({ orders: 1, gross: 950, fees: 34, tax: 0, refunds: 0, net: 916, fees_pending: 0 });
    const exported = (await call("exportStoreSales", { from: day, to: day, group_by: "day" }, cast.superAdmin)).result as { csv: string };
    expect(exported.csv.split("\r\n").slice(0, 3)).toEqual([
      "day,orders,gross_gbp,fees_gbp,tax_gbp,refunds_gbp,net_gbp,fees_pending",
      `${day},1,9.50,0.34,0.00,0.00,9.16,0`,
      "Total,1,9.50,0.34,0.00,0.00,9.16,0",
    ]);
  });

  it("a fee Stripe could not give at payment is pending, not 0, until the store-fees job reads it again; a second run changes nothing", async () => {
    const root = join(import.meta.dirname, "../../..");
    const env = { ...process.env, ...fakeServiceEnv(fakeServiceUrls(stackConfig())) };
    const runFeesJob = async () =>
      (await promisify(execFile)(join(root, "node_modules/.bin/tsx"), ["scripts/job.ts", "store-fees"], { cwd: root, env })).stdout;
    // The next charge's balance transaction is not ready when the webhook asks for it, as Stripe answers before a charge settles.
    const delay = await fetch(`${fakeServiceUrls(stackConfig()).stripe}/_local/balance-transaction-delay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "reads=1",
    });
    expect(delay.ok).toBe(true);
    const started = await fetch(
      functionUrl("buy"),
      form({ product_id: digitalProductId(RELEASE_ID), amount: "9.50", email: "pending-fee@example.com" }),
    );
    expect(
      (await fetch(started.headers.get("location")!, form({ action: "pay", email: "pending-fee@example.com", card: "4242424242424242" })))
        .status,
    ).toBe(303);

    const [paid] = await repos.storeOrders.listByEmail("pending-fee@example.com");
    expect(paid).toMatchObject({ status: "paid", fee_pending: true, totals: { total: 950, fees: null } });
    const day = todayIsoDate(paid!.created_at, LABEL.timeZone);
    const report = async () =>
      (
        (await call("storeSalesReport", { from: day, to: day, group_by: "day" }, cast.superAdmin)).result as {
          totals: Record<string, number>;
        }
      ).totals;
    expect(await report()).toEqual({ orders: 1, gross: 950, fees: 0, tax: 0, refunds: 0, net: 950, fees_pending: 1 });

    expect(await runFeesJob()).toContain("1 Stripe fee(s) recorded; 0 still pending");
    const [filled] = await repos.storeOrders.listByEmail("pending-fee@example.com");
    expect(filled).toMatchObject({ fee_pending: false, totals: { total: 950, fees: localStripeFee(950) } });
    expect(await report()).toEqual({ orders: 1, gross: 950, fees: 34, tax: 0, refunds: 0, net: 916, fees_pending: 0 });

    expect(await runFeesJob()).toContain("0 Stripe fee(s) recorded; 0 still pending");
    expect((await repos.storeOrders.listByEmail("pending-fee@example.com"))[0]).toEqual(filled);
  });
});
