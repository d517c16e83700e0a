import { defineCallable } from "../callable";
import * as orders from "../operations/store/orders";

/** REFUND on an order: store delete in every scope the order lies in (docs/store.md#refunds), audited. */
export const refundOrder = defineCallable("refundOrder", orders.refundOrder);
