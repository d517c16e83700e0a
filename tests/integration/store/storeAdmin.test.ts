import { beforeEach, describe, expect, it } from "vitest";
import { readListPage } from "../../../src/lib/data/listPages";
import { pagePlace } from "../../../src/lib/domain/shared";
import { orderListRequestSchema } from "../../../src/lib/domain/store/contract";
import { orderListPage } from "../../../src/lib/server/store/orderAdmin";
import { digitalProductId } from "../../../src/lib/domain/store/product";
import { PRODUCT_ADMIN_TEXTS } from "../../../src/lib/domain/store/productAdmin";
import { stockUnitId } from "../../../src/lib/domain/store/stock";
import { STORE_SCREEN_TEXTS } from "../../../src/lib/domain/store/storeAdminTexts";
import { makeRelease, makeTrack } from "../../factories";
import { ARTIST_ID, call, OTHER_ARTIST_ID, type Cast } from "../accessFixtures";
import { repositories } from "../support";
import { item, OTHER_RELEASE_ID, RELEASE_ID, saveOrder, storeAccessCast, vinyl } from "./orderFixtures";

/**
 * The store's back office callables (docs/store.md#editing-products):
 * products with their stock, settings, shipping zones and the orders list.
 * Scope (the Artist Editor holds store view and edit on Halden Drift only),
 * bad input answered 4xx with nothing changed, stock never lowered below
 * what checkouts hold, and each write's audit entry.
 */
const repos = repositories();
let cast: Cast;

const MINE = "d0000000-0000-4000-8000-000000000001";
const MIXED = "d0000000-0000-4000-8000-000000000002";
const OTHERS = "d0000000-0000-4000-8000-000000000003";

const theCast = storeAccessCast(() =>
  Promise.all([
    repos.releases.create(makeRelease({ id: RELEASE_ID, title: "Low Tide", artist_id: ARTIST_ID })),
    repos.releases.create(makeRelease({ id: OTHER_RELEASE_ID, title: "Bright Field", artist_id: OTHER_ARTIST_ID })),
    saveOrder(MINE, [vinyl("mine")], {
      email: "Ada@Example.com",
      email_key: "ada@example.com",
      created_at: new Date("2026-11-22T10:00:00Z"),
    }),
    saveOrder(MIXED, [item("mine"), item("other")], { created_at: new Date("2026-11-21T10:00:00Z") }),
    saveOrder(OTHERS, [item("other")], { status: "refunded", created_at: new Date("2026-11-20T10:00:00Z") }),
  ]),
);
beforeEach(() => {
  cast = theCast();
});

const audits = async (entity: string) => (await repos.auditLog.collection.where("entity", "==", entity).get()).docs.map((d) => d.data());
const album = (releaseId: string, overrides: object = {}) => ({
  product: {
    type: "digital",
    release_id: releaseId,
    status: "on_sale",
    price: { mode: "pwyw", minimum: 700, suggested: 1000 },
    formats: ["flac", "mp3-320"],
    ...overrides,
  },
});
const shirt = (inStock: number, overrides: object = {}) => ({
  product: {
    type: "physical",
    release_id: RELEASE_ID,
    status: "on_sale",
    kind: "shirt",
    title: "Low Tide shirt",
    price: 2000,
    variants: [{ id: "m-black", sku: "LT-TS-M", options: { size: "M", colour: "Black" }, in_stock: inStock }],
    weight_grams: 200,
    ...overrides,
  },
});

describe("products", () => {
  it("an Artist Editor creates their release's album, sees it in their list with their artist's products only, and the save is audited", async () => {
    const saved = await call("saveProduct", album(RELEASE_ID), cast.artistEditor);
    expect(saved.error).toBeUndefined();
    expect(saved.result).toMatchObject({
      product: {
        id: digitalProductId(RELEASE_ID),
        title: "Low Tide",
        artist_id: ARTIST_ID,
        status: "on_sale",
        price: { mode: "pwyw", minimum: 700, suggested: 1000 },
      },
    });
    await call("saveProduct", album(OTHER_RELEASE_ID, { status: "hidden" }), cast.superAdmin);

    const mine = await call("listProducts", {}, cast.artistEditor);
    expect((mine.result as { products: { id: string }[] }).products.map((p) => p.id)).toEqual([digitalProductId(RELEASE_ID)]);
    const all = await call("listProducts", {}, cast.superAdmin);
    expect((all.result as { products: { title: string }[] }).products.map((p) => p.title)).toEqual(["Bright Field", "Low Tide"]);
    const hidden = await call("listProducts", { status: "hidden" }, cast.superAdmin);
    expect((hidden.result as { products: { title: string }[] }).products.map((p) => p.title)).toEqual(["Bright Field"]);
    const searched = await call("listProducts", { q: "low t" }, cast.superAdmin);
    expect((searched.result as { products: { title: string }[] }).products.map((p) => p.title)).toEqual(["Low Tide"]);

    const [entry] = await audits("store_products");
    expect(entry).toMatchObject({ actor: cast.artistEditor.uid, entity_id: digitalProductId(RELEASE_ID), action: "save" });
    // Each save queues its product's pages (its release's and /store) for the site builder, in the save's transaction.
    const queued = (await repos.contentChanges.listPending()).filter((c) => c.entity === "store_products");
    expect(queued.map((c) => [c.entity_id, c.kind, c.actor])).toEqual([
      [digitalProductId(RELEASE_ID), "create", cast.artistEditor.uid],
      [digitalProductId(OTHER_RELEASE_ID), "create", cast.superAdmin.uid],
    ]);
  });

  it("refuses an Artist Editor another artist's release, or moving their product to another artist, and writes nothing", async () => {
    expect((await call("saveProduct", album(OTHER_RELEASE_ID), cast.artistEditor)).error?.status).toBe("PERMISSION_DENIED");
    const created = await call("saveProduct", shirt(3), cast.artistEditor);
    const id = (created.result as { product: { id: string } }).product.id;
    const moved = await call("saveProduct", shirt(3, { id, release_id: OTHER_RELEASE_ID }), cast.artistEditor);
    expect(moved.error?.status).toBe("PERMISSION_DENIED");
    expect((await repos.storeProducts.get(id))?.release_id).toBe(RELEASE_ID);
    expect(await repos.storeProducts.get(digitalProductId(OTHER_RELEASE_ID))).toBeNull();
    expect((await call("listProducts", {}, cast.userManager)).error?.status).toBe("PERMISSION_DENIED");
    expect(await audits("store_products")).toHaveLength(1);
  });

  it("answers bad input with a 4xx and changes nothing", async () => {
    const below = await call("saveProduct", album(RELEASE_ID, { price: { mode: "pwyw", minimum: 700, suggested: 500 } }), cast.superAdmin);
    expect(below.error).toMatchObject({ status: "INVALID_ARGUMENT", message: "The suggested amount cannot be below the minimum." });
    expect((await call("saveProduct", shirt(-1), cast.superAdmin)).error?.status).toBe("INVALID_ARGUMENT");
    expect((await call("saveProduct", shirt(1, { variants: [] }), cast.superAdmin)).error).toMatchObject({
      status: "INVALID_ARGUMENT",
      message: "A product needs at least one variant.",
    });
    const twice = { sku: "SAME", in_stock: 1 };
    expect((await call("saveProduct", shirt(1, { variants: [twice, twice] }), cast.superAdmin)).error).toMatchObject({
      status: "FAILED_PRECONDITION",
      message: PRODUCT_ADMIN_TEXTS.duplicateSku("SAME"),
    });
    const unknown = await call("saveProduct", album("b0000000-0000-4000-8000-00000000ffff"), cast.superAdmin);
    expect(unknown.error).toMatchObject({ status: "NOT_FOUND", message: PRODUCT_ADMIN_TEXTS.releaseNotFound });
    expect(await repos.storeProducts.listAll()).toEqual([]);
    expect(await audits("store_products")).toEqual([]);
  });

  it("saves a product's images from the media library in the order chosen; an id not in the library is refused and changes nothing", async () => {
    const [front, back, unknown] = [
      "e0000000-0000-4000-8000-000000000001",
      "e0000000-0000-4000-8000-000000000002",
      "e0000000-0000-4000-8000-00000000ffff",
    ];
    await Promise.all(
      [front, back].map((id) =>
        repos.media.set({
          id,
          original_path: `original-${id}.jpg`,
          mime: "image/jpeg",
          width: 640,
          height: 640,
          bytes: 1000,
          url: `/media/${id}/640x640.webp`,
          variants: [],
          uploaded_by: "u-admin",
          created_at: new Date(),
        }),
      ),
    );
    const created = await call("saveProduct", shirt(3, { image_ids: [back, front] }), cast.artistEditor);
    expect(created.error).toBeUndefined();
    const id = (created.result as { product: { id: string; image_ids: string[] } }).product.id;
    expect((created.result as { product: { image_ids: string[] } }).product.image_ids).toEqual([back, front]);

    const refused = await call("saveProduct", shirt(3, { id, image_ids: [front, unknown] }), cast.artistEditor);
    expect(refused.error).toMatchObject({ status: "FAILED_PRECONDITION", message: PRODUCT_ADMIN_TEXTS.imageNotInLibrary });
    const stored = await repos.storeProducts.get(id);
    expect(stored?.type === "physical" && stored.image_ids).toEqual([back, front]);
    expect(await audits("store_products")).toHaveLength(1);
    expect((await call("saveProduct", shirt(3, { id, image_ids: ["not-an-id"] }), cast.artistEditor)).error?.status).toBe(
      "INVALID_ARGUMENT",
    );
  });

  it("saves a digital album's single tracks at their own prices; a track not on the release is refused and changes nothing", async () => {
    const [first, second] = [makeTrack({ title: "Low Tide" }), makeTrack({ title: "Undertow" })];
    await repos.releases.update(RELEASE_ID, { tracks: [first, second] });
    const saved = await call("saveProduct", album(RELEASE_ID, { track_prices: [{ track_id: second.id, amount: 150 }] }), cast.artistEditor);
    expect(saved.error).toBeUndefined();
    expect((saved.result as { product: { track_prices: unknown[] } }).product.track_prices).toEqual([{ track_id: second.id, amount: 150 }]);

    const stranger = "c0000000-0000-4000-8000-00000000ffff";
    const refused = await call(
      "saveProduct",
      album(RELEASE_ID, { track_prices: [{ track_id: stranger, amount: 100 }] }),
      cast.artistEditor,
    );
    expect(refused.error).toMatchObject({ status: "FAILED_PRECONDITION", message: PRODUCT_ADMIN_TEXTS.trackNotOfRelease });
    expect(
      (await call("saveProduct", album(RELEASE_ID, { track_prices: [{ track_id: first.id, amount: 0 }] }), cast.artistEditor)).error
        ?.status,
    ).toBe("INVALID_ARGUMENT");
    const stored = await repos.storeProducts.get(digitalProductId(RELEASE_ID));
    expect(stored?.type === "digital" && stored.track_prices).toEqual([{ track_id: second.id, amount: 150 }]);
    expect(await audits("store_products")).toHaveLength(1);
  });

  it("counts sold units into the stock, and refuses to lower it below what checkouts hold", async () => {
    const created = await call("saveProduct", shirt(5), cast.artistEditor);
    const id = (created.result as { product: { id: string } }).product.id;
    const unit = (index: number, state: "held" | "sold") =>
      repos.stockUnits.set({
        id: stockUnitId(id, "m-black", index),
        product_id: id,
        variant_id: "m-black",
        index,
        state,
        hold_id: `hold-${index}`,
        order_id: state === "sold" ? `hold-${index}` : null,
        created_at: new Date(),
      });
    await Promise.all([unit(0, "held"), unit(1, "held"), unit(4, "sold")]);

    const lowered = await call("saveProduct", shirt(1, { id }), cast.artistEditor);
    expect(lowered.error).toMatchObject({ status: "FAILED_PRECONDITION", message: PRODUCT_ADMIN_TEXTS.heldInCheckout("LT-TS-M", 2) });
    const stored = await repos.storeProducts.get(id);
    expect(stored?.type === "physical" && stored.variants[0]?.stock).toBe(5);
    expect(await audits("store_products")).toHaveLength(1);

    // Two on the shelf, both held: stock is the one sold plus two; the sold unit numbered 4 moves below it.
    const saved = await call("saveProduct", shirt(2, { id }), cast.artistEditor);
    expect(saved.error).toBeUndefined();
    expect((saved.result as { product: { variants: unknown[] } }).product.variants).toEqual([
      expect.objectContaining({ stock: 3, held: 2, sold: 1, available: 0 }),
    ]);
    const units = await repos.stockUnits.listForProduct(id);
    expect(units.map((u) => [u.index, u.state]).sort()).toEqual([
      [0, "held"],
      [1, "held"],
      [2, "sold"],
    ]);
    expect(await audits("store_products")).toHaveLength(2);
  });

  it("deletes a product that never sold, and refuses one that did", async () => {
    const created = await call("saveProduct", shirt(2), cast.artistEditor);
    const id = (created.result as { product: { id: string } }).product.id;
    await repos.stockUnits.set({
      id: stockUnitId(id, "m-black", 0),
      product_id: id,
      variant_id: "m-black",
      index: 0,
      state: "sold",
      hold_id: "h",
      order_id: "h",
      created_at: new Date(),
    });
    expect((await call("deleteProduct", { id }, cast.artistEditor)).error).toMatchObject({
      status: "FAILED_PRECONDITION",
      message: PRODUCT_ADMIN_TEXTS.hasSales,
    });
    expect(await repos.storeProducts.get(id)).not.toBeNull();

    const album2 = await call("saveProduct", album(OTHER_RELEASE_ID), cast.superAdmin);
    expect(album2.error).toBeUndefined();
    // Orders hold the other release: its album has sales.
    expect((await call("deleteProduct", { id: digitalProductId(OTHER_RELEASE_ID) }, cast.superAdmin)).error?.message).toBe(
      PRODUCT_ADMIN_TEXTS.hasSales,
    );

    const unsold = await call(
      "saveProduct",
      shirt(2, { title: "Spare shirt", variants: [{ id: "s", sku: "SPARE", in_stock: 1 }] }),
      cast.artistEditor,
    );
    const spare = (unsold.result as { product: { id: string } }).product.id;
    expect((await call("deleteProduct", { id: spare }, cast.artistEditor)).result).toEqual({ deleted: true });
    expect(await repos.storeProducts.get(spare)).toBeNull();
    expect((await audits("store_products")).filter((e) => e.action === "delete")).toHaveLength(1);
    const removed = (await repos.contentChanges.listPending()).filter((c) => c.entity === "store_products" && c.kind === "delete");
    expect(removed.map((c) => c.entity_id)).toEqual([spare]);
  });
});

describe("settings and shipping zones", () => {
  it("reads the label's currency until saved; a global grant saves currency and Stripe Tax, audited; a scoped editor cannot", async () => {
    expect((await call("getStoreSettings", {}, cast.artistEditor)).result).toMatchObject({
      settings: { currency: "GBP", stripe_tax: false, enabled: true },
    });
    expect((await call("saveStoreSettings", { currency: "EUR", stripe_tax: true, enabled: true }, cast.artistEditor)).error?.status).toBe(
      "PERMISSION_DENIED",
    );
    expect((await call("saveStoreSettings", { currency: "XXX", stripe_tax: true, enabled: true }, cast.superAdmin)).error?.status).toBe(
      "INVALID_ARGUMENT",
    );
    expect(await repos.storeSettings.get("store")).toBeNull();

    expect((await call("saveStoreSettings", { currency: "EUR", stripe_tax: true, enabled: true }, cast.superAdmin)).error).toBeUndefined();
    expect((await call("getStoreSettings", {}, cast.artistEditor)).result).toMatchObject({
      settings: { currency: "EUR", stripe_tax: true },
    });
    expect(await audits("store_settings")).toEqual([expect.objectContaining({ actor: cast.superAdmin.uid, action: "save" })]);
  });

  it("saves zones by country, a country in one zone only, and lists them by name", async () => {
    const uk = await call("saveShippingZone", { name: "UK", countries: ["gb"], first_item: 350, each_additional: 100 }, cast.superAdmin);
    expect(uk.result).toMatchObject({ zone: { name: "UK", countries: ["GB"], first_item: 350 } });
    const clash = await call(
      "saveShippingZone",
      { name: "Europe", countries: ["FR", "GB"], first_item: 800, each_additional: 200 },
      cast.superAdmin,
    );
    expect(clash.error).toMatchObject({ status: "FAILED_PRECONDITION", message: PRODUCT_ADMIN_TEXTS.countryInOtherZone("GB", "UK") });
    expect(
      (await call("saveShippingZone", { name: "Bad", countries: ["Britain"], first_item: 1, each_additional: 1 }, cast.superAdmin)).error
        ?.status,
    ).toBe("INVALID_ARGUMENT");
    expect(
      (await call("saveShippingZone", { name: "Europe", countries: ["FR"], first_item: 800, each_additional: 200 }, cast.artistEditor))
        .error?.status,
    ).toBe("PERMISSION_DENIED");
    await call("saveShippingZone", { name: "Europe", countries: ["FR", "DE"], first_item: 800, each_additional: 200 }, cast.superAdmin);
    const zones = (await call("listShippingZones", {}, cast.artistEditor)).result as { zones: { name: string; countries: string[] }[] };
    expect(zones.zones.map((z) => [z.name, z.countries])).toEqual([
      ["Europe", ["DE", "FR"]],
      ["UK", ["GB"]],
    ]);
    expect(await audits("store_shipping_zones")).toHaveLength(2);
  });

  it("removes a zone with a global store edit grant, audited in the delete's transaction; a scoped editor cannot, and an unknown zone is 404", async () => {
    const uk = await call("saveShippingZone", { name: "UK", countries: ["GB"], first_item: 350, each_additional: 100 }, cast.superAdmin);
    const id = (uk.result as { zone: { id: string } }).zone.id;
    expect((await call("deleteShippingZone", { id }, cast.artistEditor)).error?.status).toBe("PERMISSION_DENIED");
    expect(await repos.shippingZones.get(id)).not.toBeNull();

    expect((await call("deleteShippingZone", { id }, cast.superAdmin)).result).toEqual({ deleted: true });
    expect(await repos.shippingZones.get(id)).toBeNull();
    expect((await audits("store_shipping_zones")).map((e) => [e.action, e.entity_id, e.actor]).sort()).toEqual([
      ["delete", id, cast.superAdmin.uid],
      ["save", id, cast.superAdmin.uid],
    ]);
    const again = await call("deleteShippingZone", { id }, cast.superAdmin);
    expect(again.error).toMatchObject({ status: "NOT_FOUND", message: PRODUCT_ADMIN_TEXTS.zoneNotFound });
    expect((await call("deleteShippingZone", { id: "not an id" }, cast.superAdmin)).error?.status).toBe("INVALID_ARGUMENT");
    expect(await audits("store_shipping_zones")).toHaveLength(2);
  });
});

describe("the orders list", () => {
  const numbers = (response: { result?: unknown }) => (response.result as { orders: { id: string }[] }).orders.map((o) => o.id);

  it("shows an Artist Editor only orders wholly of their artist; a global grant every order, newest first", async () => {
    expect(numbers(await call("listOrders", {}, cast.artistEditor))).toEqual([MINE]);
    expect(numbers(await call("listOrders", {}, cast.superAdmin))).toEqual([MINE, MIXED, OTHERS]);
    expect((await call("listOrders", {}, cast.userManager)).error?.status).toBe("PERMISSION_DENIED");
  });

  it("finds an order by its number or the buyer's email, and filters by status", async () => {
    const mine = await repos.storeOrders.get(MINE);
    expect(numbers(await call("listOrders", { q: mine!.number }, cast.superAdmin))).toEqual([MINE]);
    expect(numbers(await call("listOrders", { q: "ada@example.com" }, cast.superAdmin))).toEqual([MINE]);
    expect(numbers(await call("listOrders", { status: "refunded" }, cast.superAdmin))).toEqual([OTHERS]);
    const row = (await call("listOrders", { q: "ada" }, cast.superAdmin)).result as { orders: object[]; page: object };
    expect(row.orders[0]).toMatchObject({ number: mine!.number, summary: "Low Tide (LP)", items: 1, status: "paid" });
    expect((await call("listOrders", { status: "lost" }, cast.superAdmin)).error?.status).toBe("INVALID_ARGUMENT");
  });

  it("filters by fulfilment and by the days the orders were made on, both days included, counting only what matches; in the caller's scope too", async () => {
    expect(numbers(await call("listOrders", { fulfilment: "to_ship" }, cast.superAdmin))).toEqual([MINE]);
    expect(numbers(await call("listOrders", { fulfilment: "not_required" }, cast.superAdmin))).toEqual([MIXED, OTHERS]);
    expect(numbers(await call("listOrders", { fulfilment: "shipped" }, cast.superAdmin))).toEqual([]);
    expect(numbers(await call("listOrders", { fulfilment: "to_ship" }, cast.artistEditor))).toEqual([MINE]);
    expect(numbers(await call("listOrders", { fulfilment: "not_required" }, cast.artistEditor))).toEqual([]);

    expect(numbers(await call("listOrders", { from: "2026-11-21", to: "2026-11-21" }, cast.superAdmin))).toEqual([MIXED]);
    expect(numbers(await call("listOrders", { from: "2026-11-21" }, cast.superAdmin))).toEqual([MINE, MIXED]);
    expect(numbers(await call("listOrders", { to: "2026-11-21" }, cast.superAdmin))).toEqual([MIXED, OTHERS]);
    expect(numbers(await call("listOrders", { to: "2026-11-21", status: "refunded", q: "buyer" }, cast.superAdmin))).toEqual([OTHERS]);
    expect(numbers(await call("listOrders", { from: "2026-11-21", fulfilment: "not_required" }, cast.superAdmin))).toEqual([MIXED]);
    expect(numbers(await call("listOrders", { from: "2026-11-23" }, cast.superAdmin))).toEqual([]);
    const page = (await call("listOrders", { from: "2026-11-20", to: "2026-11-21" }, cast.superAdmin)).result as {
      page: { total: number };
    };
    expect(page.page.total).toBe(2);
  });

  it("pages through one day's orders: 22 orders of 25 November are 20 and 2, newest first, none of the days around", async () => {
    const day = Array.from({ length: 22 }, (_, i) => `e0000000-0000-4000-8000-0000000000${String(i + 10)}`);
    await Promise.all([
      ...day.map((id, i) => saveOrder(id, [item("mine")], { created_at: new Date(Date.parse("2026-11-25T00:00:00Z") + i * 3_600_000) })),
      saveOrder("e0000000-0000-4000-8000-000000000001", [item("mine")], { created_at: new Date("2026-11-24T23:59:59.999Z") }),
      saveOrder("e0000000-0000-4000-8000-000000000002", [item("mine")], { created_at: new Date("2026-11-26T00:00:00Z") }),
    ]);
    const first = (await call("listOrders", { from: "2026-11-25", to: "2026-11-25" }, cast.superAdmin)).result as {
      orders: { id: string }[];
      page: { total: number; next: string | null };
    };
    expect(first.page.total).toBe(22);
    expect(first.orders.map((o) => o.id)).toEqual([...day].reverse().slice(0, 20));
    const second = (await call("listOrders", { from: "2026-11-25", to: "2026-11-25", after: first.page.next }, cast.superAdmin)).result as {
      orders: { id: string }[];
    };
    expect(second.orders.map((o) => o.id)).toEqual([...day].reverse().slice(20));
  });

  it("counts to its cap and no further, pages on past it, and counts a scoped editor's orders only", async () => {
    // The screen's cap (ORDER_COUNT_CAP, 1,000) and page (20) scaled down to 10 and 4 over 25 orders: the same reader.
    const day = Array.from({ length: 22 }, (_, i) => `e0000000-0000-4000-8000-0000000000${String(i + 10)}`);
    await Promise.all(
      day.map((id, i) => saveOrder(id, [item("mine")], { created_at: new Date(Date.parse("2026-11-25T00:00:00Z") + i * 3_600_000) })),
    );
    const newestFirst = [...day].reverse().concat(MINE, MIXED, OTHERS);
    const page = (cursor: object, scopes: string[] | null = null, countCap = 10) =>
      readListPage(repos.storeOrders, {
        ...orderListPage(orderListRequestSchema.parse(cursor), "Europe/London"),
        scopes,
        size: 4,
        countCap,
      });
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

    const first = await page({});
    expect(ids(first.rows)).toEqual(newestFirst.slice(0, 4));
    expect(first.page).toMatchObject({ total: 10, total_at_least: true, page_at_least: false, page: 1, next: newestFirst[3] });
    expect(pagePlace(first.page)).toBe("Page 1 · 10+ in all");

    // NEXT to the end: every order once, in order; the pages past the cap say so, and the last one offers no next.
    const seen = [...ids(first.rows)];
    let at = first;
    while (at.page.next) {
      at = await page({ after: at.page.next });
      seen.push(...ids(at.rows));
    }
    expect(seen).toEqual(newestFirst);
    expect(at.page).toMatchObject({ total: 10, total_at_least: true, page_at_least: true, page: 3, next: null });
    expect(pagePlace(at.page)).toBe("Page 3 or later · 10+ in all");

    // PREVIOUS from the last page, and the last page asked for: past the cap, the end's last full page.
    const previous = await page({ before: at.page.previous });
    expect(ids(previous.rows)).toEqual(newestFirst.slice(20, 24));
    expect(previous.page).toMatchObject({ page_at_least: true, next: newestFirst[23] });
    const last = await page({ last: true });
    expect(ids(last.rows)).toEqual(newestFirst.slice(21));
    expect(last.page).toMatchObject({ total_at_least: true, next: null, previous: newestFirst[21] });

    // Under the cap the count is exact, as before; the Artist Editor's count holds only Halden Drift's 23 orders.
    expect((await page({}, null, 1000)).page).toEqual(expect.objectContaining({ total: 25, page_count: 7 }));
    expect((await page({}, null, 1000)).page.total_at_least).toBeUndefined();
    const scoped = await page({}, [ARTIST_ID], 24);
    expect(scoped.page.total).toBe(23);
    expect(scoped.page.total_at_least).toBeUndefined();
    expect((await page({}, null, 24)).page).toMatchObject({ total: 24, total_at_least: true });
  });

  it("refuses days out of order, a day that is not one, and an unknown fulfilment state, with what to fix", async () => {
    const reversed = await call("listOrders", { from: "2026-11-22", to: "2026-11-21" }, cast.superAdmin);
    expect(reversed.error).toMatchObject({ status: "INVALID_ARGUMENT", message: STORE_SCREEN_TEXTS.daysOutOfOrder });
    expect((await call("listOrders", { from: "2026-13-01" }, cast.superAdmin)).error?.status).toBe("INVALID_ARGUMENT");
    expect((await call("listOrders", { fulfilment: "lost" }, cast.superAdmin)).error?.status).toBe("INVALID_ARGUMENT");
  });
});
