import { describe, expect, it } from "vitest";
import { applyCatalogUpdates } from "../../../src/lib/site/catalogSnapshot";
import { indexCatalog, type Catalog } from "../../../src/lib/site/catalog";
import { selectRebuild } from "../../../src/lib/site/dependencies";
import { buildReportSchema } from "../../../src/lib/site/manifest";
import { planSite } from "../../../src/lib/site/plan";
import { storeItems } from "../../../src/lib/site/storeViews";
import type { Product } from "../../../src/lib/domain/store/product";
import type { StoreShelf } from "../../../src/lib/domain/store/storeListing";
import { NOW, catalog } from "./fixtures";

const at = new Date("2025-01-01T00:00:00Z");
const tideAlbum: Product = {
  id: "digital_tide",
  type: "digital",
  release_id: "tide",
  title: "Tide",
  artist_id: "ann",
  status: "on_sale",
  price: { mode: "pwyw", minimum: 700, suggested: 900 },
  track_prices: [],
  formats: ["flac"],
  created_at: at,
  updated_at: at,
};
const duetShirt: Product = {
  id: "shirt",
  type: "physical",
  release_id: "duet",
  artist_id: "ann",
  status: "on_sale",
  kind: "shirt",
  title: "Duet shirt",
  description: "",
  price: 2000,
  variants: [{ id: "m", sku: "D-M", options: { size: "M", colour: null }, stock: 4 }],
  weight_grams: 200,
  includes_digital: false,
  image_ids: [],
  created_at: at,
  updated_at: at,
};
const shelf = (products: Product[], sold: Record<string, number> = {}, images: Record<string, string> = {}): StoreShelf => ({
  currency: "GBP",
  products,
  sold,
  images,
});
const withStore = (store: StoreShelf): Catalog => ({ ...catalog, store });

describe("the store on the site's pages", () => {
  it("a product's change re-renders its release's pages (every credited artist's copy) and /store, nothing else", () => {
    const plan = planSite(indexCatalog(withStore(shelf([tideAlbum, duetShirt]))), NOW);
    expect(selectRebuild(plan, plan, [{ entity: "store_products", id: "shirt" }]).render).toEqual([
      "/releases/ann/duet",
      "/releases/bob/duet",
      "/store",
    ]);
    expect(selectRebuild(plan, plan, [{ entity: "store_products", id: "digital_tide" }]).render).toEqual(["/releases/ann/tide", "/store"]);
  });

  it("the build's report keeps a page's products among its dependencies", () => {
    const plan = planSite(indexCatalog(withStore(shelf([tideAlbum]))), NOW);
    const report = buildReportSchema.parse({
      mode: "full",
      builtAt: NOW.toISOString(),
      today: "2025-05-01",
      rendered: Object.fromEntries(plan),
      removed: [],
    });
    expect(report.rendered["/releases/ann/tide"]).toContain("store_products:digital_tide");
  });

  it("a new product re-renders its release page, and a product taken off sale re-renders the page it was on", () => {
    const before = planSite(indexCatalog(withStore(shelf([tideAlbum]))), NOW);
    const after = planSite(indexCatalog(withStore(shelf([tideAlbum, duetShirt]))), NOW);
    expect(selectRebuild(before, after, [{ entity: "store_products", id: "shirt" }]).render).toContain("/releases/ann/duet");
    expect(selectRebuild(after, before, [{ entity: "store_products", id: "shirt" }]).render).toContain("/releases/ann/duet");
  });

  it("a product's change patches the kept catalog's shelf whole", () => {
    const kept = withStore(shelf([tideAlbum]));
    const patched = applyCatalogUpdates(kept, [
      { entity: "store_products", id: "shirt", store: shelf([tideAlbum, duetShirt], { "shirt~m": 1 }) },
    ]);
    expect(patched.store?.products.map((p) => p.id)).toEqual(["digital_tide", "shirt"]);
    expect(patched.store?.sold).toEqual({ "shirt~m": 1 });
    expect(patched.releases).toEqual(kept.releases);
  });

  it("/store lists digital albums first, then merch, each with its price, stock and release page", () => {
    const items = storeItems(indexCatalog(withStore(shelf([duetShirt, tideAlbum], { "shirt~m": 1 }))), NOW);
    expect(items.map((i) => [i.title, i.artistName, i.href, i.offer.price, i.offer.stock])).toEqual([
      ["Tide", "Ann", "/releases/ann/tide", "£7 GBP or more", null],
      ["Duet shirt", "Ann", "/releases/ann/duet", "£20 GBP", "Only 3 left"],
    ]);
  });

  it('/store says "Pre-order" with the release day for a product of a release not out yet, and nothing once it is out', () => {
    const soonAlbum: Product = { ...tideAlbum, id: "digital_soon", release_id: "soon", title: "Soon" };
    const [item] = storeItems(indexCatalog(withStore(shelf([soonAlbum]))), NOW);
    expect(item?.offer.preorder).toEqual({
      label: "Pre-order",
      note: "Out September 1, 2025. Downloads open on release day.",
      button: "PRE-ORDER",
    });
    const [tideItem] = storeItems(indexCatalog(withStore(shelf([tideAlbum]))), NOW);
    expect(tideItem?.offer.preorder).toBeNull();
    const [out] = storeItems(indexCatalog(withStore(shelf([soonAlbum]))), new Date("2025-09-01T00:00:00Z"));
    expect(out?.offer.preorder).toBeNull();
  });

  it("/store shows a product's first image still in the media library, named by the product's title", () => {
    const pictured: Product = { ...duetShirt, image_ids: ["gone", "front", "back"] };
    const [item] = storeItems(
      indexCatalog(withStore(shelf([pictured], {}, { front: "/media/front/1200x1200.webp", back: "/media/back/1200x1200.webp" }))),
      NOW,
    );
    expect(item?.offer.image).toEqual({ src: "/media/front/1200x1200.webp", alt: "Duet shirt" });
    const [bare] = storeItems(indexCatalog(withStore(shelf([duetShirt]))), NOW);
    expect(bare?.offer.image).toBeNull();
  });

  it("/store leaves out products of releases that are not published, and is empty without a store", () => {
    const draftRelease = { ...tideAlbum, id: "digital_gone", release_id: "gone" };
    expect(storeItems(indexCatalog(withStore(shelf([draftRelease]))), NOW).length).toBe(0);
    expect(storeItems(indexCatalog(catalog), NOW)).toEqual([]);
  });
});
