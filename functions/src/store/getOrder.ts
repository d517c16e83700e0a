import { orderDetail } from "../../../src/lib/server/store/orderAdmin";
import { access } from "../operations/accessRules";
import { defineCallable } from "../callable";
import { READS_ONLY } from "../operations/operation";

/** One order with its events and what the caller may do to it (store view in every scope of the order). */
export const getOrder = defineCallable(
  "getOrder",
  { access: access.storeOrder("view", (input) => input.id), audit: READS_ONLY },
  (_input, { item, caller }) => Promise.resolve(orderDetail(item, caller)),
);
