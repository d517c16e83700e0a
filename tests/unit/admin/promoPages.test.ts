import { describe, expect, it } from "vitest";
import { promoPageFor, viewablePromoPages } from "../../../src/admin/promoPages";

describe("the promo section's pages", () => {
  it("opens contacts with press view and campaigns with releases view, even for one artist", () => {
    expect(
      viewablePromoPages({ isSuperAdmin: false, grants: [{ permission_id: "press.view", artist_id: null }] }).map((p) => p.path),
    ).toEqual(["contacts"]);
    expect(
      viewablePromoPages({ isSuperAdmin: false, grants: [{ permission_id: "releases.view", artist_id: "a1" }] }).map((p) => p.path),
    ).toEqual(["campaigns"]);
    expect(viewablePromoPages({ isSuperAdmin: true, grants: [] }).map((p) => p.path)).toEqual(["campaigns", "contacts"]);
    expect(viewablePromoPages(null)).toEqual([]);
  });

  it("maps a path to its page; the landing page and unknown paths to none", () => {
    expect(promoPageFor("/admin/promo/contacts")?.resource).toBe("press");
    expect(promoPageFor("/admin/promo/contacts/")?.path).toBe("contacts");
    expect(promoPageFor("/admin/promo")).toBeNull();
    expect(promoPageFor("/admin/promo/nowhere")).toBeNull();
  });
});
