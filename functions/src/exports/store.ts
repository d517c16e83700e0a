// Cloud Functions of the store (docs/store.md).
export { stripeWebhook } from "../store/stripeWebhook";
export { refundOrder } from "../store/refundOrder";
export { buy } from "../store/buy";
