import { salesExport } from "../../../src/lib/server/store/salesAdmin";
import { access } from "../operations/accessRules";
import { defineCallable } from "../callable";
import { answered } from "./storeErrors";
import { READS_ONLY } from "../operations/operation";

/** The sales report as CSV, formula cells defused (store view, the caller's artists). Read-only: not audited. */
export const exportStoreSales = defineCallable(
  "exportStoreSales",
  { access: access.list("store"), audit: READS_ONLY },
  (input, { repos, list }) => answered(salesExport(repos, input, list.scopes)),
);
