import { defineCallable } from "../callable";
import * as sales from "../operations/store/sales";

/** The sales report as CSV, formula cells defused (store view, the caller's artists). Read-only: not audited. */
export const exportStoreSales = defineCallable("exportStoreSales", sales.exportStoreSales);
