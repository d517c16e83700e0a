import { LABEL } from "../../config/label";
import { stripeClient, stripeSettings } from "../integrations/stripeClient";
import { fetchPendingFees } from "../server/store/pendingFees";
import type { JobDefinition } from "./job";

/**
 * Stripe's fee on orders paid while Stripe could not give it
 * (docs/store.md#stripe-fees): read again until known, so the sales report
 * never counts a missing fee as 0 for good.
 */
export const storeFeesJob: JobDefinition = {
  name: "store-fees",
  description: "Reads again from Stripe the fees it could not give when orders were paid, and records them on the orders.",
  schedule: "*/30 * * * *",
  timeZone: LABEL.timeZone,
  run: async ({ repos }) => {
    const settings = stripeSettings();
    if (!settings) return "Stripe is not configured: no fee read";
    const { recorded, stillPending } = await fetchPendingFees(repos, stripeClient(settings));
    return `${recorded} Stripe fee(s) recorded; ${stillPending} still pending`;
  },
};
