import { defineCallable } from "../callable";
import * as orders from "../operations/store/orders";

/** Queues the mail with the order's download page again (store edit in every scope of the order). */
export const resendDownloadLink = defineCallable("resendDownloadLink", orders.resendDownloadLink);
