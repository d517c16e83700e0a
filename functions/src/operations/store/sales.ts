import { salesExport, salesView } from "../../../../src/lib/server/store/salesAdmin";
import { access } from "../accessRules";
import type { CallableInput } from "../../callable";
import { answered } from "../../store/storeErrors";
import { defineOperation, LIST_SCOPE, READS_ONLY } from "../operation";

/**
 * The sales report (docs/store.md#sales): store view, counted over the items
 * of the caller's artists (a global grant: every item), which the runner's
 * scope decides.
 */

/** Sales per day, release, artist or format. */
export const storeSalesReport = defineOperation(
  "storeSalesReport",
  { access: access.list("store"), audit: READS_ONLY, scope: LIST_SCOPE },
  (input: CallableInput<"storeSalesReport">, { repos, scoped }) => answered(salesView(repos, input, scoped.reaches)),
);

/** The same report as CSV, formula cells defused. */
export const exportStoreSales = defineOperation(
  "exportStoreSales",
  { access: access.list("store"), audit: READS_ONLY, scope: LIST_SCOPE },
  (input: CallableInput<"exportStoreSales">, { repos, scoped }) => answered(salesExport(repos, input, scoped.reaches)),
);
