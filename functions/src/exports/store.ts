// Cloud Functions of the store (docs/store.md): one export line per function, each in its own file.
export { getOrder } from "../store/getOrder";
export { markOrderShipped } from "../store/markOrderShipped";
export { resendDownloadLink } from "../store/resendDownloadLink";
export { storeSalesReport } from "../store/storeSalesReport";
export { exportStoreSales } from "../store/exportStoreSales";
export { stripeWebhook } from "../store/stripeWebhook";
export { refundOrder } from "../store/refundOrder";
export { buy } from "../store/buy";
export { cart } from "../store/cart";
export { cancelCheckout } from "../store/cancelCheckout";
export { storeDownload } from "../store/storeDownload";
export { redeem } from "../store/redeem";
export {
  listProducts,
  getProduct,
  saveProduct,
  deleteProduct,
  getStoreSettings,
  saveStoreSettings,
  listShippingZones,
  saveShippingZone,
  deleteShippingZone,
  listOrders,
} from "../store/storeAdmin";
export { generateDownloadCodes, listDownloadCodeBatches, exportDownloadCodes } from "../store/downloadCodes";
