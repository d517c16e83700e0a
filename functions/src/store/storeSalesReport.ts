import { salesView } from "../../../src/lib/server/store/salesAdmin";
import { access } from "../operations/accessRules";
import { defineCallable } from "../callable";
import { answered } from "./storeErrors";
import { READS_ONLY } from "../operations/operation";

/** Sales per day, release, artist or format of the caller's artists (store view; a scoped grant counts its artists' items alone). */
export const storeSalesReport = defineCallable(
  "storeSalesReport",
  { access: access.list("store"), audit: READS_ONLY },
  (input, { repos, list }) => answered(salesView(repos, input, list.scopes)),
);
