import { LABEL } from "../../../../src/config/label";
import { orderListPage, storeListPage } from "../../../../src/lib/server/store/orderAdmin";
import type { ProductInput } from "../../../../src/lib/domain/store";
import { STORE_TEXTS } from "../../../../src/lib/domain/store";
import type { Product } from "../../../../src/lib/domain/store";
import {
  auditedAndQueued,
  deleteProduct as deleteUnsoldProduct,
  listShippingZones as zonesByName,
  orderRow,
  productsWithStock,
  productTarget,
  readStoreSettings,
  releaseOfInput,
  saveProduct as saveProductWithStock,
  saveShippingZone as saveZone,
  deleteShippingZone as deleteZone,
  saveStoreSettings as saveSettings,
} from "../../../../src/lib/server/store/productAdmin";
import { access, type Caller } from "../accessRules";
import { allows } from "../authorization";
import type { CallableInput } from "../../callable";
import { answered } from "../../store/storeErrors";
import { defineOperation, LIST_SCOPE, READS_ONLY } from "../operation";

/**
 * The store's back office (docs/store.md#editing-products): products with
 * their stock, the settings and shipping zones (the label's, so a global
 * store edit grant), and the orders list. Lists are narrowed by the runner
 * to the caller's artists; every write has its audit entry in its own
 * transaction.
 */

/** PRODUCTS: one page of the products of the caller's artists, by title, with each variant's stock. */
export const listProducts = defineOperation(
  "listProducts",
  { access: access.list("store"), audit: READS_ONLY, scope: LIST_SCOPE },
  async (request: CallableInput<"listProducts">, { repos, scoped }) => {
    const { rows, page } = await scoped.page(repos.storeProducts, storeListPage(request));
    return { products: await productsWithStock(repos, rows), page, abilities: scoped.abilities };
  },
);

/** One product for its form (store view on its artist). */
export const getProduct = defineOperation(
  "getProduct",
  { access: access.storeProduct("view", (input: CallableInput<"getProduct">) => input.id), audit: READS_ONLY },
  async (_input, { repos, item }) => ({ product: (await productsWithStock(repos, [item]))[0]! }),
);

interface ProductToSave {
  input: ProductInput;
  target: { id: string; artistId: string | null; releaseTitle: string; releaseTrackIds: string[] };
  before: Product | null;
}

/**
 * Saving a product: store edit somewhere before anything is read, then on
 * the artist the product will belong to and, for a product that exists, the
 * one it belonged to (moving it between artists needs both).
 */
const productSaveAccess = access.stored<CallableInput<"saveProduct">, Caller, ProductToSave>({
  scope: access.anywhere<CallableInput<"saveProduct">>("store", ["edit"]),
  load: async ({ product: input }, repos): Promise<ProductToSave | null> => {
    const release = await answered(releaseOfInput(repos, input));
    const target = {
      ...productTarget(input, release),
      releaseTitle: release?.title ?? "",
      releaseTrackIds: release?.tracks.map((t) => t.id) ?? [],
    };
    const before = await repos.storeProducts.get(target.id);
    if (input.type === "physical" && input.id && !before) return null;
    return { input, target, before };
  },
  notFound: STORE_TEXTS.productNotFound,
  allows: (caller, { target, before }) =>
    allows(caller, "store", [
      { action: "edit", artistId: target.artistId },
      ...(before ? [{ action: "edit" as const, artistId: before.artist_id }] : []),
    ]),
});

/** Creates or updates a product with its stock; stock below what checkouts hold is refused. */
export const saveProduct = defineOperation(
  "saveProduct",
  { access: productSaveAccess, audit: { entity: "store_products", action: "save" } },
  async (_input, { repos, item, audit, uid }) => {
    const title = item.input.type === "physical" ? item.input.title : item.target.releaseTitle;
    return {
      product: await answered(
        saveProductWithStock(repos, item.input, item.target, (id) => auditedAndQueued(repos, id, audit(id, title), uid!)),
      ),
    };
  },
);

/** Deletes a product that never sold (store edit on its artist). */
export const deleteProduct = defineOperation(
  "deleteProduct",
  {
    access: access.storeProduct("edit", (input: CallableInput<"deleteProduct">) => input.id),
    audit: { entity: "store_products", action: "delete" },
  },
  async ({ id }, { repos, item, audit, uid }) => {
    await answered(deleteUnsoldProduct(repos, id, auditedAndQueued(repos, id, audit(id, item.title), uid!)));
    return { deleted: true };
  },
);

/** The store's settings: anyone with a store grant reads them (each product form shows the currency). */
export const getStoreSettings = defineOperation(
  "getStoreSettings",
  { access: access.anywhere("store", ["view", "edit", "delete"]), audit: READS_ONLY },
  async (_input, { repos }) => ({
    settings: await readStoreSettings(repos),
  }),
);

/** Currency, Stripe Tax and selling on or off: the label's, so a global store edit grant. */
export const saveStoreSettings = defineOperation(
  "saveStoreSettings",
  { access: access.grant("store", "edit"), audit: { entity: "store_settings", action: "save" } },
  async (input: CallableInput<"saveStoreSettings">, { repos, audit }) => ({
    settings: await saveSettings(repos, input, audit("store", "Store settings")),
  }),
);

export const listShippingZones = defineOperation(
  "listShippingZones",
  { access: access.anywhere("store", ["view", "edit", "delete"]), audit: READS_ONLY },
  async (_input, { repos }) => ({
    zones: await zonesByName(repos),
  }),
);

/** Creates or updates a shipping zone (a global store edit grant); a country in another zone is refused. */
export const saveShippingZone = defineOperation(
  "saveShippingZone",
  { access: access.grant("store", "edit"), audit: { entity: "store_shipping_zones", action: "save" } },
  async (input: CallableInput<"saveShippingZone">, { repos, audit }) => ({
    zone: await answered(saveZone(repos, input, (id) => audit(id, input.name))),
  }),
);

/** Removes a shipping zone (a global store edit grant, as saving one); audited in the delete's transaction. */
export const deleteShippingZone = defineOperation(
  "deleteShippingZone",
  { access: access.grant("store", "edit"), audit: { entity: "store_shipping_zones", action: "delete" } },
  async ({ id }: CallableInput<"deleteShippingZone">, { repos, audit }) => {
    const zone = await repos.shippingZones.get(id);
    await answered(deleteZone(repos, id, audit(id, zone?.name ?? id)));
    return { deleted: true as const };
  },
);

/**
 * ORDERS: one page of the orders of the caller's artists, newest first,
 * searched by number or email, filtered by status, fulfilment state and the
 * days they were made on (the label's time zone, as the sales report's days).
 */
export const listOrders = defineOperation(
  "listOrders",
  { access: access.list("store"), audit: READS_ONLY, scope: LIST_SCOPE },
  async (request: CallableInput<"listOrders">, { repos, scoped }) => {
    const { rows, page } = await scoped.page(repos.storeOrders, orderListPage(request, LABEL.timeZone));
    return { orders: rows.map(orderRow), page, abilities: scoped.abilities };
  },
);
