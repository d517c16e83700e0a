import { shipOrder } from "../../../src/lib/server/store/orderAdmin";
import { access } from "../operations/accessRules";
import { defineCallable } from "../callable";
import { answered } from "./storeErrors";

/** Records carrier and tracking number and mails the buyer (store edit in every scope of the order). */
export const markOrderShipped = defineCallable(
  "markOrderShipped",
  { access: access.storeOrder("edit", (input) => input.id), audit: { entity: "store_orders", action: "ship" } },
  async ({ id, carrier, tracking }, { repos, caller, audit }) => ({
    order: await answered(shipOrder(repos, id, { carrier, tracking }, caller.uid, audit(id))),
  }),
);
