import { resendDownloadLink as resend } from "../../../src/lib/server/store/orderAdmin";
import { access } from "../operations/accessRules";
import { defineCallable } from "../callable";
import { answered } from "./storeErrors";

/** Queues the mail with the order's download page again (store edit in every scope of the order). */
export const resendDownloadLink = defineCallable(
  "resendDownloadLink",
  { access: access.storeOrder("edit", (input) => input.id), audit: { entity: "store_orders", action: "resend_download_link" } },
  async ({ id }, { repos, caller, audit }) => {
    await answered(resend(repos, id, caller.uid, audit(id)));
    return { queued: true };
  },
);
