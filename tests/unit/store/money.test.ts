import { describe, expect, it } from "vitest";
import { amountInputValue, formatMoney, parseAmount } from "../../../src/lib/domain/store/money";
import { priceText, stockText } from "../../../src/lib/domain/store/storeTexts";
import { priceSchema } from "../../../src/lib/domain/store/product";
import { shippingCost, shippableCountries, zoneForCountry } from "../../../src/lib/domain/store/shipping";

describe("money in minor units", () => {
  it("reads prices the way the issue quotes them", () => {
    expect(priceText({ mode: "pwyw", minimum: 700, suggested: 1000 }, "GBP")).toBe("£7 GBP or more");
    expect(priceText({ mode: "fixed", amount: 1250 }, "EUR")).toBe("€12.50 EUR");
    expect(priceText({ mode: "pwyw", minimum: 0, suggested: 500 }, "GBP")).toBe("Name your price");
    expect(formatMoney(123456, "USD")).toBe("$1,234.56 USD");
    expect(formatMoney(1500, "JPY")).toBe("¥1,500 JPY");
    expect(formatMoney(-250, "GBP")).toBe("-£2.50 GBP");
  });

  it("parses what a buyer types, refusing what is not an amount of the currency", () => {
    expect(parseAmount("7", "GBP")).toBe(700);
    expect(parseAmount("7.5", "GBP")).toBe(750);
    expect(parseAmount("£7.50", "GBP")).toBe(750);
    expect(parseAmount("7,50", "EUR")).toBe(750);
    expect(parseAmount("1,234.56", "USD")).toBe(123456);
    expect(parseAmount(" 12 GBP ", "GBP")).toBe(1200);
    expect(parseAmount("7.505", "GBP")).toBeNull();
    expect(parseAmount("-7", "GBP")).toBeNull();
    expect(parseAmount("seven", "GBP")).toBeNull();
    expect(parseAmount("", "GBP")).toBeNull();
    expect(parseAmount("1.5", "JPY")).toBeNull();
    expect(parseAmount("99999999999", "GBP")).toBeNull();
    expect(amountInputValue(750, "GBP")).toBe("7.50");
    expect(parseAmount(amountInputValue(123456, "GBP"), "GBP")).toBe(123456);
  });

  it("refuses a suggested amount below the minimum", () => {
    expect(priceSchema.safeParse({ mode: "pwyw", minimum: 700, suggested: 500 }).success).toBe(false);
    expect(priceSchema.safeParse({ mode: "pwyw", minimum: 0, suggested: 0 }).success).toBe(true);
    expect(priceSchema.safeParse({ mode: "fixed", amount: 0 }).success).toBe(false);
  });

  it("says how much stock is left only when it runs low", () => {
    expect(stockText(0, 5)).toBe("Sold out");
    expect(stockText(3, 5)).toBe("Only 3 left");
    expect(stockText(6, 5)).toBeNull();
  });

  it("charges the first shipped item and each additional one per zone", () => {
    const zones = [
      { countries: ["GB"], first_item: 400, each_additional: 150 },
      { countries: ["DE", "FR"], first_item: 900, each_additional: 300 },
    ];
    expect(shippingCost(zones[0]!, 0)).toBe(0);
    expect(shippingCost(zones[0]!, 1)).toBe(400);
    expect(shippingCost(zones[0]!, 3)).toBe(700);
    expect(zoneForCountry(zones, "fr")).toBe(zones[1]);
    expect(zoneForCountry(zones, "US")).toBeNull();
    expect(shippableCountries(zones)).toEqual(["DE", "FR", "GB"]);
  });
});
