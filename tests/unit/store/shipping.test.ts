import { describe, expect, it } from "vitest";
import { shippableCountries, shippingCost, shippingOptions } from "../../../src/lib/domain/store/shipping";

const uk = { id: "uk", name: "UK", countries: ["GB"], first_item: 350, each_additional: 150 };
const europe = { id: "eu", name: "Europe", countries: ["FR", "DE", "IE"], first_item: 900, each_additional: 300 };

describe("shipping at checkout", () => {
  it("charges the first shipped item and each additional one, counting a record's quantity as items", () => {
    expect(shippingCost(uk, 1)).toBe(350);
    expect(shippingCost(uk, 3)).toBe(650);
    expect(shippingCost(uk, 0)).toBe(0);
  });

  it("offers every zone's rate for the units that ship, cheapest first, and nothing when nothing ships", () => {
    const items = [
      { ships: false, quantity: 1 },
      { ships: true, quantity: 2 },
      { ships: true, quantity: 1 },
    ];
    expect(shippingOptions([europe, uk], items)).toEqual([
      { zone_id: "uk", name: "UK", amount: 650 },
      { zone_id: "eu", name: "Europe", amount: 1500 },
    ]);
    expect(shippingOptions([europe, uk], [{ ships: false, quantity: 1 }])).toEqual([]);
  });

  it("asks for an address in the zones' countries only", () => {
    expect(shippableCountries([europe, uk])).toEqual(["DE", "FR", "GB", "IE"]);
  });
});
