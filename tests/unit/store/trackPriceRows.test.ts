import { describe, expect, it } from "vitest";
import { PRODUCT_ADMIN_TEXTS, productInputSchema, productSave } from "../../../src/lib/domain/store/productAdmin";
import { invalidTrackPrice, trackPriceRows, trackPricesOf } from "../../../src/admin/screens/store/trackPriceRows";

const tracks = [
  { id: "t1", title: "Low Tide" },
  { id: "t2", title: "Reel" },
  { id: "t3", title: "Coda" },
];

describe("the product form's single-track prices", () => {
  it("lists the release's tracks in order with their saved prices as typed, empty for a track not sold alone, and drops a track the release lost", () => {
    const rows = trackPriceRows(
      tracks,
      [
        { track_id: "t3", amount: 150 },
        { track_id: "gone", amount: 100 },
        { track_id: "t1", amount: 100 },
      ],
      "GBP",
    );
    expect(rows).toEqual([
      { track_id: "t1", title: "Low Tide", amount: "1" },
      { track_id: "t2", title: "Reel", amount: "" },
      { track_id: "t3", title: "Coda", amount: "1.50" },
    ]);
    expect(trackPriceRows(tracks, [{ track_id: "t2", amount: 200 }], "JPY")[1]?.amount).toBe("200");
  });

  it("sends only the tracks given a price, in minor units, in the release's order", () => {
    const rows = [
      { track_id: "t1", title: "Low Tide", amount: "£1.20" },
      { track_id: "t2", title: "Reel", amount: "  " },
      { track_id: "t3", title: "Coda", amount: "0,99" },
    ];
    expect(trackPricesOf(rows, "GBP")).toEqual([
      { track_id: "t1", amount: 120 },
      { track_id: "t3", amount: 99 },
    ]);
  });

  it("calls a typed price invalid when it is not an amount or is 0; empty is fine", () => {
    expect([
      invalidTrackPrice("", "GBP"),
      invalidTrackPrice("1.5", "GBP"),
      invalidTrackPrice("abc", "GBP"),
      invalidTrackPrice("0", "GBP"),
      invalidTrackPrice("1.234", "GBP"),
    ]).toEqual([false, false, true, true, true]);
  });

  it("the save refuses a track price of a track not on the release, or one track priced twice", () => {
    const album = (trackPrices: { track_id: string; amount: number }[]) =>
      productInputSchema.parse({
        type: "digital",
        release_id: "c0000000-0000-4000-8000-0000000000c1",
        status: "on_sale",
        price: { mode: "fixed", amount: 800 },
        track_prices: trackPrices,
      });
    const ids = ["c0000000-0000-4000-8000-0000000000a1", "c0000000-0000-4000-8000-0000000000a2"] as const;
    const save = (input: ReturnType<typeof album>) =>
      productSave(input, {
        id: "p",
        artistId: null,
        releaseTitle: "R",
        releaseTrackIds: [ids[0]],
        before: null,
        units: [],
        now: new Date(),
        newVariantId: () => "v",
      });
    expect(save(album([{ track_id: ids[0], amount: 100 }]))).toMatchObject({
      product: { track_prices: [{ track_id: ids[0], amount: 100 }] },
    });
    expect(save(album([{ track_id: ids[1], amount: 100 }]))).toBe(PRODUCT_ADMIN_TEXTS.trackNotOfRelease);
    expect(
      save(
        album([
          { track_id: ids[0], amount: 100 },
          { track_id: ids[0], amount: 200 },
        ]),
      ),
    ).toBe(PRODUCT_ADMIN_TEXTS.trackNotOfRelease);
  });
});
