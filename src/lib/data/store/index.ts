import type { Firestore } from "firebase-admin/firestore";
import { CodeBatchesRepository, DownloadCodesRepository } from "./codes";
import { StoreFilesRepository } from "./files";
import { CheckoutHoldsRepository } from "./holds";
import { StoreOrdersRepository } from "./orders";
import { StoreProductsRepository } from "./products";
import { StoreSettingsRepository } from "./settings";
import { ShippingZonesRepository } from "./shippingZones";
import { StockUnitsRepository } from "./stockUnits";
import { StoreWebhookEventsRepository } from "./webhookEvents";

/** The store's repositories (docs/store.md), one per collection. */
export function createStoreRepositories(db: Firestore) {
  return {
    storeProducts: new StoreProductsRepository(db),
    storeOrders: new StoreOrdersRepository(db),
    storeHolds: new CheckoutHoldsRepository(db),
    stockUnits: new StockUnitsRepository(db),
    storeSettings: new StoreSettingsRepository(db),
    shippingZones: new ShippingZonesRepository(db),
    downloadCodes: new DownloadCodesRepository(db),
    codeBatches: new CodeBatchesRepository(db),
    storeWebhookEvents: new StoreWebhookEventsRepository(db),
    storeFiles: new StoreFilesRepository(db),
  };
}

export const STORE_COLLECTIONS = [
  "store_products",
  "store_orders",
  "store_holds",
  "store_stock_units",
  "store_settings",
  "store_shipping_zones",
  "store_codes",
  "store_code_batches",
  "store_webhook_events",
  "store_files",
] as const;
