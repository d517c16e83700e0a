import { describe, expect, it } from "vitest";
import { CODE_BATCH_MAX, normalizeCode } from "../../../src/lib/domain/store/code";
import { downloadCodesCsv, downloadCodesFilename, drawBatchCodes } from "../../../src/lib/domain/store/codeBatch";

describe("a batch of download codes", () => {
  it("draws exactly the count asked, all different and each a well-formed code, up to the batch maximum", () => {
    const codes = drawBatchCodes(CODE_BATCH_MAX);
    expect(codes).toHaveLength(CODE_BATCH_MAX);
    expect(new Set(codes).size).toBe(CODE_BATCH_MAX);
    expect(codes.every((code) => normalizeCode(code) === code)).toBe(true);
  });

  it("draws again when the random source repeats a code, so the count stays exact", () => {
    // Each code takes one draw of bytes: the first two draws are the same, the third differs.
    let draws = 0;
    const random = (buffer: Uint8Array) => {
      const shift = draws++ < 2 ? 0 : 7;
      return buffer.map((_, i) => (i + shift) % 30);
    };
    const codes = drawBatchCodes(2, random);
    expect(draws).toBe(3);
    expect(new Set(codes).size).toBe(2);
  });

  it("exports code, redeemed time and order number, sorted, with formula cells defused", () => {
    const redeemedAt = new Date("2031-05-02T10:00:00Z");
    const csv = downloadCodesCsv(
      [
        { id: "ZZZZ-ZZZZ-ZZZZ", redeemed_at: null, order_id: null },
        { id: "2222-3333-4444", redeemed_at: redeemedAt, order_id: "order-1" },
      ],
      new Map([["order-1", '=HYPERLINK("x")']]),
    );
    expect(csv.split("\r\n")).toEqual([
      "code,redeemed_at,order_number",
      `2222-3333-4444,2031-05-02T10:00:00.000Z,"'=HYPERLINK(""x"")"`,
      "ZZZZ-ZZZZ-ZZZZ,,",
      "",
    ]);
  });

  it("names the file after the release and the batch's day", () => {
    expect(downloadCodesFilename("Low Tide: Live!", new Date("2031-05-02T23:00:00Z"))).toBe("download-codes-low-tide-live-2031-05-02.csv");
    expect(downloadCodesFilename("", new Date("2031-05-02T00:00:00Z"))).toBe("download-codes-release-2031-05-02.csv");
  });
});
