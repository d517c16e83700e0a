import { defineCallable } from "../callable";
import * as sales from "../operations/store/sales";

/** Sales per day, release, artist or format of the caller's artists (store view; a scoped grant counts its artists' items alone). */
export const storeSalesReport = defineCallable("storeSalesReport", sales.storeSalesReport);
