import { defineCallable } from "../callable";
import * as orders from "../operations/store/orders";

/** One order with its events and what the caller may do to it (store view in every scope of the order). */
export const getOrder = defineCallable("getOrder", orders.getOrder);
