import { beforeEach, describe, expect, it } from "vitest";
import { redeemedOrderId } from "../../../src/lib/domain/store/codeBatch";
import { generateCodeBatch } from "../../../src/lib/server/store/downloadCodes";
import { redeemDownloadCode } from "../../../src/lib/server/store/redeemCode";
import { makeArtist, makeRelease } from "../../factories";
import { repositories, resetDatabase } from "../support";

/**
 * Redeeming a download code (docs/store.md#download-codes): an order of
 * amount 0, source "code", for the code's release, made once; the code is
 * refused the second time, also when two redemptions race; a typo or an
 * unknown code is "invalid" and changes nothing.
 */
const repos = repositories();

beforeEach(() => resetDatabase());

async function batchOf(count: number) {
  const artist = makeArtist({ name: "Halden Drift" });
  const release = makeRelease({ title: "Shorelines", artist_id: artist.id });
  await Promise.all([repos.artists.set(artist), repos.releases.set(release)]);
  const batch = await generateCodeBatch(repos, { release, count, label: "", actor: "test" }, (id) =>
    repos.auditLog.recorder({ actor: "test", entity: "store_code_batches", action: "generate", entityId: id, label: null }),
  );
  const codes = await repos.downloadCodes.listForBatch(batch.id);
  return { artist, release, batch, codes };
}

describe("redeeming a download code", () => {
  it("makes an order of amount 0 and source code for the release, typed however, and refuses the code the second time", async () => {
    const { artist, release, batch, codes } = await batchOf(2);
    const code = codes[0]!.id;
    const first = await redeemDownloadCode(repos, ` ${code.toLowerCase().replace(/-/g, " ")} `, "Fan@Example.com");
    expect(first.status).toBe("redeemed");
    const order = (await repos.storeOrders.get(redeemedOrderId(code)))!;
    expect(order).toMatchObject({
      source: "code",
      status: "paid",
      code,
      email: "Fan@Example.com",
      email_key: "fan@example.com",
      release_ids: [release.id],
      artist_ids: [artist.id],
      totals: { total: 0, subtotal: 0 },
    });
    expect(order.items).toMatchObject([{ type: "digital", release_id: release.id, amount: 0, title: "Shorelines — Halden Drift" }]);
    expect(order.download_token.length).toBeGreaterThanOrEqual(43);
    expect(await repos.downloadCodes.get(code)).toMatchObject({ order_id: order.id });
    expect((await repos.codeBatches.get(batch.id))?.redeemed).toBe(1);

    expect(await redeemDownloadCode(repos, code, "someone-else@example.com")).toEqual({ status: "used" });
    expect(await repos.storeOrders.count()).toBe(1);
    expect((await repos.codeBatches.get(batch.id))?.redeemed).toBe(1);
  });

  it("makes one order when two redemptions of the same code race", async () => {
    const { codes } = await batchOf(1);
    const results = await Promise.all([
      redeemDownloadCode(repos, codes[0]!.id, "a@example.com"),
      redeemDownloadCode(repos, codes[0]!.id, "b@example.com"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["redeemed", "used"]);
    expect(await repos.storeOrders.count()).toBe(1);
  });

  it("answers invalid for a malformed or unknown code, and writes nothing", async () => {
    await batchOf(1);
    expect(await redeemDownloadCode(repos, "not a code", "a@example.com")).toEqual({ status: "invalid" });
    expect(await redeemDownloadCode(repos, "2222-2222-2222", "a@example.com")).toEqual({ status: "invalid" });
    expect(await repos.storeOrders.count()).toBe(0);
  });
});
