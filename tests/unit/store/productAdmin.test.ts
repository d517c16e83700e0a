import { describe, expect, it } from "vitest";
import { orderListScope } from "../../../src/lib/domain/store/order";
import { PRODUCT_ADMIN_TEXTS, productInputSchema, productSave, zoneConflict } from "../../../src/lib/domain/store/productAdmin";
import type { StockUnit } from "../../../src/lib/domain/store/stock";

const NOW = new Date("2030-01-01T00:00:00Z");
const unit = (index: number, state: StockUnit["state"], variant = "v1"): StockUnit => ({
  id: `p~${variant}~${index}`,
  product_id: "p",
  variant_id: variant,
  index,
  state,
  hold_id: "h",
  order_id: null,
  created_at: NOW,
});
const shirt = (variants: { id?: string; sku: string; in_stock: number }[]) =>
  productInputSchema.parse({
    type: "physical",
    id: "c0000000-0000-4000-8000-0000000000c1",
    status: "on_sale",
    kind: "shirt",
    title: "Shirt",
    price: 2000,
    variants,
    weight_grams: 200,
  });
const save = (input: ReturnType<typeof shirt>, units: StockUnit[]) =>
  productSave(input, { id: "p", artistId: null, releaseTitle: "", before: null, units, now: NOW, newVariantId: () => "new" });

describe("saving a product's stock", () => {
  it("adds the units sold to what is on the shelf", () => {
    const saved = save(shirt([{ id: "v1", sku: "S", in_stock: 4 }]), [unit(0, "sold"), unit(1, "sold"), unit(2, "held")]);
    expect(saved).toMatchObject({ product: { variants: [{ id: "v1", stock: 6 }] }, moves: [] });
  });

  it("refuses less on the shelf than checkouts hold", () => {
    expect(save(shirt([{ id: "v1", sku: "S", in_stock: 1 }]), [unit(0, "held"), unit(1, "held")])).toBe(
      PRODUCT_ADMIN_TEXTS.heldInCheckout("S", 2),
    );
  });

  it("moves a sold unit numbered above the new stock to the first free slot, and refuses to strand a held one", () => {
    const saved = save(shirt([{ id: "v1", sku: "S", in_stock: 1 }]), [unit(0, "held"), unit(7, "sold")]);
    expect(saved).toMatchObject({
      product: { variants: [{ stock: 2 }] },
      moves: [{ from: { index: 7 }, to: { index: 1, id: "p~v1~1", state: "sold" } }],
    });
    expect(save(shirt([{ id: "v1", sku: "S", in_stock: 1 }]), [unit(5, "held")])).toBe(PRODUCT_ADMIN_TEXTS.heldInCheckout("S", 1));
  });

  it("refuses removing a variant a checkout holds, and two variants with one SKU", () => {
    expect(save(shirt([{ id: "v2", sku: "T", in_stock: 1 }]), [unit(0, "held")])).toBe(PRODUCT_ADMIN_TEXTS.variantInCheckout("v1"));
    expect(
      save(
        shirt([
          { sku: "S", in_stock: 1 },
          { sku: "S", in_stock: 2 },
        ]),
        [],
      ),
    ).toBe(PRODUCT_ADMIN_TEXTS.duplicateSku("S"));
  });
});

describe("store lists", () => {
  it("lists an order under its one artist, and an order of several artists under global grants only", () => {
    expect(orderListScope({ items: [{ artist_id: "a" }, { artist_id: "a" }] as never })).toBe("a");
    expect(orderListScope({ items: [{ artist_id: "a" }, { artist_id: "b" }] as never })).toBeNull();
  });

  it("finds a country already in another zone", () => {
    const zones = [{ id: "z1", name: "UK", countries: ["GB"] }];
    expect(zoneConflict(zones, "z2", ["FR", "GB"])).toBe(PRODUCT_ADMIN_TEXTS.countryInOtherZone("GB", "UK"));
    expect(zoneConflict(zones, "z1", ["GB"])).toBeNull();
  });
});
