import * as store from "../operations/store/storeAdmin";
import { defineCallable } from "../callable";

// The store's back office (docs/store.md#editing-products): each callable runs its operation (access, scope and audit declared there).
export const listProducts = defineCallable("listProducts", store.listProducts);
export const getProduct = defineCallable("getProduct", store.getProduct);
export const saveProduct = defineCallable("saveProduct", store.saveProduct);
export const deleteProduct = defineCallable("deleteProduct", store.deleteProduct);
export const getStoreSettings = defineCallable("getStoreSettings", store.getStoreSettings);
export const saveStoreSettings = defineCallable("saveStoreSettings", store.saveStoreSettings);
export const listShippingZones = defineCallable("listShippingZones", store.listShippingZones);
export const saveShippingZone = defineCallable("saveShippingZone", store.saveShippingZone);
export const deleteShippingZone = defineCallable("deleteShippingZone", store.deleteShippingZone);
export const listOrders = defineCallable("listOrders", store.listOrders);
