import { defineCallable } from "../callable";
import * as orders from "../operations/store/orders";

/** Records carrier and tracking number and mails the buyer (store edit in every scope of the order). */
export const markOrderShipped = defineCallable("markOrderShipped", orders.markOrderShipped);
