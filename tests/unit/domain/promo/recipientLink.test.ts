import { describe, expect, it } from "vitest";
import { isPromoTokenShaped, linkExpiry, linkState, recipientId } from "../../../../src/lib/domain/promo";

const campaignExpiry = new Date("2030-06-01T00:00:00Z");
const link = { revoked_at: null, expires_at: null };

describe("linkState", () => {
  it("is active before the campaign's expiry and expired from it", () => {
    expect(linkState(link, campaignExpiry, new Date("2030-05-31T23:59:59Z"))).toBe("active");
    expect(linkState(link, campaignExpiry, campaignExpiry)).toBe("expired");
  });
  it("follows the link's own, extended expiry", () => {
    const extended = { ...link, expires_at: new Date("2030-07-01T00:00:00Z") };
    expect(linkExpiry(extended, campaignExpiry)).toEqual(extended.expires_at);
    expect(linkState(extended, campaignExpiry, new Date("2030-06-15T00:00:00Z"))).toBe("active");
  });
  it("says revoked even once expired", () => {
    expect(linkState({ ...link, revoked_at: new Date("2030-01-01T00:00:00Z") }, campaignExpiry, new Date("2031-01-01T00:00:00Z"))).toBe(
      "revoked",
    );
  });
});

describe("tokens and ids", () => {
  it("accepts 43 base64url characters only", () => {
    expect(isPromoTokenShaped("A".repeat(42) + "_")).toBe(true);
    expect(isPromoTokenShaped("A".repeat(42))).toBe(false);
    expect(isPromoTokenShaped("A".repeat(42) + "=")).toBe(false);
    expect(isPromoTokenShaped("../" + "A".repeat(40))).toBe(false);
  });
  it("names a link by campaign and contact", () => {
    expect(recipientId("camp", "contact")).toBe("camp_contact");
  });
});
