import { defineCallable } from "../callable";
import * as lists from "../operations/catalog/lists";

/** ALL RELEASES: one page of the releases the caller may view, with their credits and pre-save totals (docs/admin-lists.md). */
export const listAdminReleases = defineCallable("listAdminReleases", lists.listAdminReleases);
