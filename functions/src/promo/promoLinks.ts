import { defineCallable } from "../callable";
import * as links from "../operations/promo/links";

/** Managing one recipient's link (docs/promo.md#revoking-and-extending): revoking it and moving its expiry. */
export const revokePromoLink = defineCallable("revokePromoLink", links.revokePromoLink);
export const extendPromoLink = defineCallable("extendPromoLink", links.extendPromoLink);
