import { describe, expect, it } from "vitest";
import type { DigitalProduct, PhysicalProduct } from "../../../src/lib/domain/store/product";
import { productOffer, releaseProducts, type StoreShelf } from "../../../src/lib/domain/store/storeListing";

const at = new Date("2026-01-01T00:00:00Z");
const album = (price: DigitalProduct["price"], extra: Partial<DigitalProduct> = {}): DigitalProduct => ({
  id: "digital_r1",
  type: "digital",
  release_id: "r1",
  title: "Low Tide",
  artist_id: null,
  status: "on_sale",
  price,
  track_prices: [],
  formats: ["flac", "mp3-320"],
  created_at: at,
  updated_at: at,
  ...extra,
});
const merch = (stocks: number[], extra: Partial<PhysicalProduct> = {}): PhysicalProduct => ({
  id: "tee",
  type: "physical",
  release_id: "r1",
  artist_id: null,
  status: "on_sale",
  kind: "shirt",
  title: "Tee",
  description: "",
  price: 2000,
  variants: stocks.map((stock, i) => ({ id: `v${i}`, sku: `T-${i}`, options: { size: ["S", "M", "L"][i] ?? null, colour: null }, stock })),
  weight_grams: 200,
  includes_digital: false,
  image_ids: [],
  created_at: at,
  updated_at: at,
  ...extra,
});
const shelf: Pick<StoreShelf, "currency" | "sold"> = { currency: "GBP", sold: {} };

describe("a product as the public pages show it", () => {
  it("reads a pay-what-you-want album as '£7 GBP or more', with the suggested amount in the field and its formats", () => {
    const offer = productOffer(album({ mode: "pwyw", minimum: 700, suggested: 950 }), shelf);
    expect(offer.price).toBe("£7 GBP or more");
    expect(offer.amount).toEqual({ suggested: "9.50", minimum: "£7 GBP", currency: "GBP" });
    expect(offer.formats).toEqual(["FLAC", "MP3 320"]);
    expect(offer.buyable).toBe(true);
  });

  it("reads a fixed price as '£7 GBP' with no amount field, and a minimum of 0 as 'Name your price'", () => {
    expect(productOffer(album({ mode: "fixed", amount: 700 }), shelf)).toMatchObject({ price: "£7 GBP", amount: null });
    expect(productOffer(album({ mode: "pwyw", minimum: 0, suggested: 300 }), shelf)).toMatchObject({
      price: "Name your price",
      amount: { suggested: "3", minimum: "£0 GBP" },
    });
  });

  it("lists single tracks at their own prices, by the release's track titles", () => {
    const offer = productOffer(
      album(
        { mode: "fixed", amount: 800 },
        {
          track_prices: [
            { track_id: "t1", amount: 100 },
            { track_id: "gone", amount: 100 },
          ],
        },
      ),
      shelf,
      new Map([["t1", "Ebb"]]),
    );
    expect(offer.tracks).toEqual([{ id: "t1", title: "Ebb", price: "£1 GBP" }]);
  });

  it("counts what is left of each variant from the units sold: 'Only 3 left', a sold-out size, and 'Sold out' with no BUY", () => {
    const offer = productOffer(merch([5, 0, 10]), { currency: "GBP", sold: { "tee~v0": 2 } });
    expect(offer.variants.map((v) => [v.label, v.available, v.stock])).toEqual([
      ["S", 3, "Only 3 left"],
      ["M", 0, "Sold out"],
      ["L", 10, null],
    ]);
    expect(offer).toMatchObject({ price: "£20 GBP", stock: null, buyable: true });
    expect(productOffer(merch([3]), shelf)).toMatchObject({ stock: "Only 3 left", buyable: true });
    expect(productOffer(merch([2]), { currency: "GBP", sold: { "tee~v0": 2 } })).toMatchObject({ stock: "Sold out", buyable: false });
  });

  it("a product staff marked sold out shows 'Sold out' and no BUY, whatever its stock", () => {
    expect(productOffer(merch([50], { status: "sold_out" }), shelf)).toMatchObject({ stock: "Sold out", buyable: false });
    expect(productOffer(album({ mode: "fixed", amount: 700 }, { status: "sold_out" }), shelf)).toMatchObject({
      stock: "Sold out",
      buyable: false,
    });
  });

  it("pictures merch with its first image still in the library, its text the image's alt text, or the product's title without one", () => {
    const images = { a: "/media/a/800x800.webp", b: "/media/b/800x800.webp" };
    const tote = merch([1], { image_ids: ["gone", "a", "b"] });
    expect(productOffer(tote, { ...shelf, images, image_alts: { a: "A tote bag printed with the sleeve" } }).image).toEqual({
      src: images.a,
      alt: "A tote bag printed with the sleeve",
    });
    expect(productOffer(tote, { ...shelf, images, image_alts: { b: "Not the first image's" } }).image).toEqual({
      src: images.a,
      alt: "Tee",
    });
    expect(productOffer(tote, { ...shelf, images }).image).toEqual({ src: images.a, alt: "Tee" });
    expect(productOffer(merch([1], { image_ids: ["gone"] }), { ...shelf, images }).image).toBeNull();
  });

  it("puts a release's album before its merch, and leaves out other releases' products", () => {
    const products = [merch([1]), album({ mode: "fixed", amount: 700 }), merch([1], { id: "other", release_id: "r2" })];
    expect(releaseProducts({ currency: "GBP", products, sold: {}, images: {} }, "r1").map((p) => p.id)).toEqual(["digital_r1", "tee"]);
  });
});
