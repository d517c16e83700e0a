import { describe, expect, it } from "vitest";
import { PROMO_PAGE_ERRORS, promoProgressInputSchema, promoProgressPath } from "../../../../src/lib/domain/promo";
import { firstErrorMessage } from "../../../../src/lib/domain/shared";

const TRACK = "f0000000-0000-4000-8000-0000000000d1";
const refusal = (input: unknown) => {
  const parsed = promoProgressInputSchema.safeParse(input);
  return parsed.success ? null : firstErrorMessage(parsed.error);
};

describe("the promo player's progress report", () => {
  it("takes a track id and a position of 0 seconds or more", () => {
    expect(promoProgressInputSchema.parse({ track_id: TRACK, position_seconds: 61.5 })).toEqual({
      track_id: TRACK,
      position_seconds: 61.5,
    });
    expect(refusal({ track_id: TRACK, position_seconds: 0 })).toBeNull();
  });

  it("refuses anything else with the message of the first wrong field", () => {
    expect(refusal({ track_id: "t1", position_seconds: 3 })).toBe(PROMO_PAGE_ERRORS.progressTrack);
    expect(refusal({ position_seconds: 3 })).toBe(PROMO_PAGE_ERRORS.progressTrack);
    expect(refusal({ track_id: TRACK, position_seconds: -1 })).toBe(PROMO_PAGE_ERRORS.progressPosition);
    expect(refusal({ track_id: TRACK, position_seconds: "12" })).toBe(PROMO_PAGE_ERRORS.progressPosition);
    expect(refusal({ track_id: TRACK })).toBe(PROMO_PAGE_ERRORS.progressPosition);
    expect(refusal("12")).not.toBeNull();
    expect(refusal(null)).not.toBeNull();
  });

  it("goes to the link's own page address", () => {
    expect(promoProgressPath("abc")).toBe("/promo/abc/progress");
  });
});
